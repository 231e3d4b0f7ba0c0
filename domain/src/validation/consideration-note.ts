// A member's own note on a service of the consideration list (/review; issue 28 item 4).

import { z } from "zod";
import { CONSIDERATION_NOTE_MAX_LENGTH } from "../consideration.js";
import { encodeMessage, FIELD_MESSAGE_CODES } from "../error-catalogue.js";

/** A note as the member sends it: trimmed, at most 500 characters (0101004); empty removes the note. */
export const considerationNoteSchema = z
  .string()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .max(
        CONSIDERATION_NOTE_MAX_LENGTH,
        encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: CONSIDERATION_NOTE_MAX_LENGTH }),
      ),
  );

/** The note form of /review. */
export const considerationNoteFormSchema = z.object({ note: considerationNoteSchema });
