// A member's own note on a service of the consideration list (/review; issue 28 item 4).

import * as z from "zod/mini";
import { CONSIDERATION_NOTE_MAX_LENGTH } from "../consideration.js";
import { encodeMessage, FIELD_MESSAGE_CODES } from "../error-catalogue.js";

/** A note as the member sends it: trimmed, at most 500 characters (0101004); empty removes the note. */
export const considerationNoteSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s) => s.trim()),
  ),
  z
    .string()
    .check(
      z.maxLength(
        CONSIDERATION_NOTE_MAX_LENGTH,
        encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: CONSIDERATION_NOTE_MAX_LENGTH }),
      ),
    ),
);

/** The note form of /review. */
export const considerationNoteFormSchema = z.object({ note: considerationNoteSchema });
