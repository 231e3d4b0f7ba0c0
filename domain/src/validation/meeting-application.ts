// The meeting (negotiation) application of product §5: preferred slots and meeting type.

import * as z from "zod/mini";
import {
  HALF_HOUR_MS,
  MEETING_END_HOUR_MAX,
  MEETING_END_HOUR_MIN,
  MEETING_MIN_SELECTED_MINUTES,
  MEETING_MIN_SLOTS,
  MEETING_MIN_WORKING_DAYS_AHEAD,
  MEETING_START_HOUR_MAX,
  MEETING_START_HOUR_MIN,
  MINUTE_MS,
} from "../constants.js";
import { codeSchema } from "../enumeration-schema.js";
import { type ErrorCode, encodeMessage, FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { meetingType } from "../meeting-type.js";
import { type DateKey, formatClockTime, parseClockTime, parseSlashDate, tokyoDateKey } from "../tokyo-date.js";
import { addWorkingDays, isWorkingDay } from "../working-days.js";
import { idSchema } from "./id.js";
import { freeTextSchema } from "./text.js";

/** A preferred slot as the form and the api carry it: "yyyy/MM/dd", "HH:mm", "HH:mm". */
export interface MeetingSlot {
  readonly date: string;
  readonly start_time: string;
  readonly end_time: string;
}

const START_MIN = MEETING_START_HOUR_MIN * 60;
const START_MAX = MEETING_START_HOUR_MAX * 60;
const END_MIN = MEETING_END_HOUR_MIN * 60;
const END_MAX = MEETING_END_HOUR_MAX * 60;
const STEP_MINUTES = HALF_HOUR_MS / MINUTE_MS;

const range = (from: number, to: number) =>
  Array.from({ length: (to - from) / STEP_MINUTES + 1 }, (_, i) => formatClockTime(from + i * STEP_MINUTES));

/** Start-time choices of the picker: 08:00, 08:30 … 19:00. */
export const MEETING_START_TIME_OPTIONS: readonly string[] = range(START_MIN, START_MAX);
/** End-time choices of the picker: 09:00, 09:30 … 20:00. */
export const MEETING_END_TIME_OPTIONS: readonly string[] = range(END_MIN, END_MAX);

/** The first date a slot may be on: three working days after today (Tokyo). */
export function earliestMeetingDate(now: Date): DateKey {
  return addWorkingDays(now, MEETING_MIN_WORKING_DAYS_AHEAD);
}

/** Whether two slots share a minute. Touching slots (10:00–11:00 and 11:00–12:00) do not overlap. */
export function slotsOverlap(a: MeetingSlot, b: MeetingSlot): boolean {
  if (a.date !== b.date) return false;
  const [aStart, aEnd, bStart, bEnd] = [a.start_time, a.end_time, b.start_time, b.end_time].map(parseClockTime);
  if (aStart === undefined || aEnd === undefined || bStart === undefined || bEnd === undefined) return false;
  return aStart < bEnd && bStart < aEnd;
}

type SlotField = "date" | "start_time" | "end_time";
export interface SlotProblem {
  readonly field: SlotField;
  readonly code: ErrorCode;
}

/**
 * The first problem of one slot, or undefined. Order: formats (0101002), past date (0103002),
 * a weekend, a public holiday or closer than three working days (0103001), times outside the
 * windows (0103001), less than an hour (0801001).
 */
export function slotProblem(slot: MeetingSlot, now: Date): SlotProblem | undefined {
  const date = parseSlashDate(slot.date);
  if (!date) return { field: "date", code: FIELD_MESSAGE_CODES.wrongFormat };
  const start = parseClockTime(slot.start_time);
  if (start === undefined) return { field: "start_time", code: FIELD_MESSAGE_CODES.wrongFormat };
  const end = parseClockTime(slot.end_time);
  if (end === undefined) return { field: "end_time", code: FIELD_MESSAGE_CODES.wrongFormat };
  if (date < tokyoDateKey(now)) return { field: "date", code: "0103002" };
  if (!isWorkingDay(date) || date < earliestMeetingDate(now)) return { field: "date", code: "0103001" };
  if (start < START_MIN || start > START_MAX) return { field: "start_time", code: "0103001" };
  if (end < END_MIN || end > END_MAX) return { field: "end_time", code: "0103001" };
  if (end - start < MEETING_MIN_SELECTED_MINUTES) return { field: "end_time", code: "0801001" };
  return undefined;
}

const slotSchema = z.object({
  date: z.string({ error: FIELD_MESSAGE_CODES.required }).check(z.trim(), z.minLength(1, FIELD_MESSAGE_CODES.required)),
  start_time: z
    .string({ error: FIELD_MESSAGE_CODES.required })
    .check(z.trim(), z.minLength(1, FIELD_MESSAGE_CODES.required)),
  end_time: z
    .string({ error: FIELD_MESSAGE_CODES.required })
    .check(z.trim(), z.minLength(1, FIELD_MESSAGE_CODES.required)),
});

export interface MeetingApplicationOptions {
  /** The clock; read at every parse, so one schema can live for the whole process. */
  readonly now?: () => Date;
}

/**
 * Preferred slots: at least three (0103005), each valid on its own (see `slotProblem`), none
 * overlapping another (0103004, reported on the later one).
 */
export function createPreferredSlotsSchema({ now = () => new Date() }: MeetingApplicationOptions = {}) {
  return z.array(slotSchema, { error: FIELD_MESSAGE_CODES.required }).check(
    z.superRefine((slots, ctx) => {
      if (slots.length < MEETING_MIN_SLOTS) {
        ctx.addIssue({ code: "custom", message: encodeMessage("0103005"), input: slots });
      }
      const at = now();
      slots.forEach((slot, index) => {
        // A blank field has already been reported as required.
        if (!slot.date || !slot.start_time || !slot.end_time) return;
        const problem = slotProblem(slot, at);
        if (problem) {
          ctx.addIssue({ code: "custom", path: [index, problem.field], message: problem.code, input: slot });
        } else if (slots.slice(0, index).some((earlier) => slotsOverlap(earlier, slot))) {
          ctx.addIssue({ code: "custom", path: [index, "start_time"], message: "0103004", input: slot });
        }
      });
    }),
  );
}

/** The application: the service, the meeting type (1 offline, 2 online), the slots and a free note. */
export function createMeetingApplicationSchema(options: MeetingApplicationOptions = {}) {
  return z.object({
    service_id: idSchema,
    meeting_type: codeSchema(meetingType),
    preferred_slots: createPreferredSlotsSchema(options),
    note: freeTextSchema,
  });
}

export type MeetingApplication = z.output<ReturnType<typeof createMeetingApplicationSchema>>;
