import type { createMeetingApplicationSchema } from "@iryo/domain/validation/meeting-application";
import type * as z from "zod/mini";

/** The values of the application form, as typed (before the schema's transforms). */
export type ApplyFormValues = z.input<ReturnType<typeof createMeetingApplicationSchema>>;
type SlotValues = ApplyFormValues["preferred_slots"][number];

export const emptySlot = (): SlotValues => ({ date: "", start_time: "", end_time: "" });

/** The application's steps: apply → confirm → complete. */
export type Step = "input" | "confirm" | "complete";
