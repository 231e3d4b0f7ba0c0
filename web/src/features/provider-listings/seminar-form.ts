// The editor's form values of a seminar and their conversion to and from GraphQL: times are typed as
// Tokyo wall-clock time (datetime-local), tags as one line split at commas, services as checkboxes. The
// rules are the contract's (domain/src/contracts/provider-seminars.ts) and the date rules of
// domain/src/seminar-schedule.ts, checked here on the field they concern before the api checks them again.

import { seminarVersionSchema } from "@iryo/domain/contracts/provider-seminars";
import { FIELD_MESSAGE_CODES } from "@iryo/domain/error-catalogue";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { SEMINAR_TAG_LIMIT, SEMINAR_TAG_MAX_LENGTH, seminarPlanProblem } from "@iryo/domain/seminar-schedule";
import { tokyoLocalInstant } from "@iryo/domain/validation/change-decision-forms";
import { pattern } from "@iryo/domain/validation/rules";
import * as z from "zod/mini";
import type { SeminarInput } from "../../graphql/types";
import type { ProviderSeminarVersion_VersionFragment } from "./ProviderSeminars.generated";

const rest = seminarVersionSchema.shape;

/** Tags typed as "電子カルテ, 移行": split at commas (either width), trimmed, blanks dropped. */
function tagsOf(text: string): string[] {
  return text
    .split(/[,、，]/)
    .map((t) => t.trim())
    .filter((t) => t !== "");
}

const localTime = z.string();

export const seminarFormSchema = z
  .object({
    title: rest.title,
    descriptionHtml: rest.description_html,
    meetingType: z.enum([String(MEETING_TYPE.OFFLINE), String(MEETING_TYPE.ONLINE)]),
    startsAt: localTime,
    endsAt: localTime,
    venue: rest.venue,
    capacity: z.string().check(z.trim(), pattern(/^[1-9][0-9]{0,5}$/)),
    receptionStartsAt: localTime,
    receptionEndsAt: localTime,
    reminderAt: localTime,
    deliveryUrl: rest.delivery_url,
    archiveUrl: rest.archive_url,
    archiveEndsAt: localTime,
    tags: z.string(),
    serviceIds: z.array(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const required = ["startsAt", "endsAt", "receptionStartsAt", "receptionEndsAt"] as const;
      const times: Record<string, Date | null> = {};
      for (const key of ["startsAt", "endsAt", "receptionStartsAt", "receptionEndsAt", "reminderAt", "archiveEndsAt"]) {
        const value = values[key as keyof typeof values] as string;
        if (value === "") {
          times[key] = null;
          if ((required as readonly string[]).includes(key)) fail(key, FIELD_MESSAGE_CODES.required);
          continue;
        }
        const at = tokyoLocalInstant(value);
        if (!at) fail(key, FIELD_MESSAGE_CODES.wrongFormat);
        times[key] = at ?? null;
      }
      if (values.meetingType === String(MEETING_TYPE.OFFLINE) && values.venue.trim() === "") {
        fail("venue", FIELD_MESSAGE_CODES.required);
      }
      const tags = tagsOf(values.tags);
      if (tags.length > SEMINAR_TAG_LIMIT || tags.some((t) => t.length > SEMINAR_TAG_MAX_LENGTH)) {
        fail("tags", FIELD_MESSAGE_CODES.wrongFormat);
      }
      const { startsAt, endsAt } = times;
      if (!startsAt || !endsAt || !times.receptionStartsAt || !times.receptionEndsAt) return;
      const online = values.meetingType === String(MEETING_TYPE.ONLINE);
      const problem = seminarPlanProblem(
        {
          meeting_type: Number(values.meetingType),
          starts_at: startsAt,
          ends_at: endsAt,
          reception_starts_at: times.receptionStartsAt,
          reception_ends_at: times.receptionEndsAt,
          reminder_at: times.reminderAt ?? null,
          delivery_url: online ? values.deliveryUrl.trim() : "",
          archive_url: values.archiveUrl.trim(),
          archive_ends_at: times.archiveEndsAt ?? null,
        },
        new Date(),
        null,
      );
      if (problem === "0701004") fail("reminderAt", problem);
      if (problem === "0701006") fail("receptionEndsAt", problem);
      if (problem === "0701005") {
        if (endsAt.getTime() <= startsAt.getTime()) fail("endsAt", problem);
        else if (online && values.deliveryUrl.trim() === "") fail("deliveryUrl", problem);
        else fail("archiveEndsAt", problem);
      }
    }),
  );

export type SeminarForm = z.input<typeof seminarFormSchema>;

/** An instant as `<input type="datetime-local">` shows it in Tokyo ("" for none). */
function tokyoLocalValue(iso: string | null): string {
  if (!iso) return "";
  const shifted = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** A checkbox group's value: react-hook-form gives a lone checkbox's state as a boolean or string. */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" && value ? [value] : [];
}

export const EMPTY_SEMINAR_FORM: SeminarForm = {
  title: "",
  descriptionHtml: "",
  meetingType: String(MEETING_TYPE.ONLINE) as "2",
  startsAt: "",
  endsAt: "",
  venue: "",
  capacity: "",
  receptionStartsAt: "",
  receptionEndsAt: "",
  reminderAt: "",
  deliveryUrl: "",
  archiveUrl: "",
  archiveEndsAt: "",
  tags: "",
  serviceIds: [],
};

export function formValuesOf(version: ProviderSeminarVersion_VersionFragment): SeminarForm {
  return {
    title: version.title,
    descriptionHtml: version.descriptionHtml,
    meetingType: version.meetingType === MEETING_TYPE.OFFLINE ? "1" : "2",
    startsAt: tokyoLocalValue(version.startsAt),
    endsAt: tokyoLocalValue(version.endsAt),
    venue: version.venue,
    capacity: version.capacity === null ? "" : String(version.capacity),
    receptionStartsAt: tokyoLocalValue(version.receptionStartsAt),
    receptionEndsAt: tokyoLocalValue(version.receptionEndsAt),
    reminderAt: tokyoLocalValue(version.reminderAt),
    deliveryUrl: version.deliveryUrl,
    archiveUrl: version.archiveUrl,
    archiveEndsAt: tokyoLocalValue(version.archiveEndsAt),
    tags: version.tags.join(", "),
    serviceIds: version.serviceIds,
  };
}

const instantOrNull = (value: string) => (value === "" ? null : (tokyoLocalInstant(value)?.toISOString() ?? null));

/** The GraphQL input of checked form values. */
export function seminarInputOf(values: SeminarForm): SeminarInput {
  const online = values.meetingType === String(MEETING_TYPE.ONLINE);
  return {
    title: values.title.trim(),
    descriptionHtml: values.descriptionHtml.trim(),
    meetingType: Number(values.meetingType),
    // Required and checked by the schema before this runs.
    startsAt: instantOrNull(values.startsAt) ?? "",
    endsAt: instantOrNull(values.endsAt) ?? "",
    venue: online ? "" : values.venue.trim(),
    capacity: values.capacity.trim() === "" ? null : Number(values.capacity),
    receptionStartsAt: instantOrNull(values.receptionStartsAt),
    receptionEndsAt: instantOrNull(values.receptionEndsAt),
    reminderAt: instantOrNull(values.reminderAt),
    deliveryUrl: online ? values.deliveryUrl.trim() : "",
    archiveUrl: values.archiveUrl.trim(),
    archiveEndsAt: instantOrNull(values.archiveEndsAt),
    tags: tagsOf(values.tags),
    serviceIds: asList(values.serviceIds),
  };
}
