// Organisations and member support in the operator console (issue 24 item 5, ADR 166): the form an admin
// operator creates a provider organisation with, the reason every suspension, reinstatement and
// withdrawal on request carries, and the status a support operator sees of a member account.

import * as z from "zod/mini";
import { FIELD_MESSAGE_CODES } from "./error-catalogue.js";
import { PROVIDER_BUSINESS_KINDS } from "./provider-organisation.js";
import { emailSchema } from "./validation/email.js";
import { optionalText, requiredText } from "./validation/rules.js";
import { withdrawalSchema } from "./withdrawal.js";

export const ORGANISATION_NAME_MAX_LENGTH = 100;
export const ORGANISATION_TEXT_MAX_LENGTH = 200;
/** The largest capital the form takes (yen): more than any listed company's. */
const ORGANISATION_CAPITAL_MAX_YEN = 10_000_000_000_000;
/** A suspension's, reinstatement's or withdrawal's reason as the operator writes it down. */
export const OPERATOR_REASON_MAX_LENGTH = 500;

const foundedOn = z
  .pipe(
    z.nullish(z.string({ error: FIELD_MESSAGE_CODES.wrongFormat }).check(z.trim())),
    z.transform((v) => (v ? v : undefined)),
  )
  .check(z.refine((v) => v === undefined || isCalendarDate(v), { message: FIELD_MESSAGE_CODES.wrongFormat }));

const capital = z
  .pipe(
    z.nullish(z.union([z.number(), z.string()], { error: FIELD_MESSAGE_CODES.wrongFormat })),
    z.transform((v) => (v === null || v === undefined || v === "" ? undefined : Number(String(v).replaceAll(",", "")))),
  )
  .check(
    z.refine((v) => v === undefined || (Number.isInteger(v) && v >= 0 && v <= ORGANISATION_CAPITAL_MAX_YEN), {
      message: FIELD_MESSAGE_CODES.wrongFormat,
    }),
  );

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A new provider organisation: its name, business kind and the business information of product §3. */
export const organisationFormSchema = z.object({
  name: requiredText(ORGANISATION_NAME_MAX_LENGTH),
  business_kind: z.enum(PROVIDER_BUSINESS_KINDS, { error: FIELD_MESSAGE_CODES.required }),
  location: optionalText(ORGANISATION_TEXT_MAX_LENGTH),
  capital_yen: capital,
  representative: optionalText(ORGANISATION_TEXT_MAX_LENGTH),
  /** YYYY-MM-DD. */
  founded_on: foundedOn,
});
export type OrganisationForm = z.output<typeof organisationFormSchema>;

/** The reason of a suspension, reinstatement or withdrawal on request: required, kept in the audit log. */
export const operatorReasonSchema = z.object({ reason: requiredText(OPERATOR_REASON_MAX_LENGTH) });

/** The first admin of an organisation, invited by an operator. */
export const firstAdminInvitationSchema = z.object({
  email: z.pipe(
    emailSchema,
    z.transform((e: string) => e.toLowerCase()),
  ),
});

/** A member's withdrawal on request: the member's reason (product §2.3) and the operator's note. */
export const supportWithdrawalSchema = z.object({
  withdrawal: withdrawalSchema,
  reason: requiredText(OPERATOR_REASON_MAX_LENGTH),
});

/**
 * Whether a member account found by its address has confirmed it: an unconfirmed one can be sent its code
 * again. A withdrawn account has no address any more (the withdrawal blanks it, product §2.3), so it is
 * never found by one; the withdrawal on request answers "withdrawn".
 */
export const MEMBER_SUPPORT_STATUSES = ["unconfirmed", "active", "withdrawn"] as const;
export type MemberSupportStatus = (typeof MEMBER_SUPPORT_STATUSES)[number];

export const MEMBER_SUPPORT_STATUS_LABEL: Readonly<Record<MemberSupportStatus, string>> = {
  unconfirmed: "メールアドレス未確認",
  active: "利用中",
  withdrawn: "退会済み",
};

export function memberSupportStatusOf(account: {
  readonly email_confirmed_at: Date | null;
  readonly withdrawn_at: Date | null;
}): MemberSupportStatus {
  if (account.withdrawn_at !== null) return "withdrawn";
  return account.email_confirmed_at === null ? "unconfirmed" : "active";
}

/** The member lookup: one exact address, never a pattern or a list. */
export const memberLookupSchema = z.object({ email: emailSchema });
