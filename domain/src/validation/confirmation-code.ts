// The 6-digit code emailed at sign-up and email change (product §4.3, §5).

import * as z from "zod/mini";
import { CONFIRMATION_CODE_LENGTH } from "../constants.js";
import { FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { pattern, required } from "./rules.js";

const CONFIRMATION_CODE_PATTERN = new RegExp(`^[0-9]{${CONFIRMATION_CODE_LENGTH}}$`);

/** Required (0101001), exactly six ASCII digits (0101002). */
export const confirmationCodeSchema = z
  .string({ error: FIELD_MESSAGE_CODES.required })
  .check(z.trim(), required(), pattern(CONFIRMATION_CODE_PATTERN));
