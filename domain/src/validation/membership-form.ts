// The membership form of product §3 (registration and basic-information settings).

import * as z from "zod/mini";
import { corporateType, membershipDepartmentType, roleInDepartment, workingCorporateType } from "../classification.js";
import { emailMagazineFlag } from "../email-magazine.js";
import { codeSchema } from "../enumeration-schema.js";
import { FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { prefecture } from "../prefecture.js";
import { emailSchema } from "./email.js";
import { referralCodeSchema } from "./referral-code.js";
import { required, requiredIntegerInput, requiredText } from "./rules.js";

/** Field limits the spec leaves open; see docs/decisions/005-domain-enumerations.md. */
export const MEMBER_NAME_MAX_LENGTH = 50;
export const HOSPITAL_NAME_MAX_LENGTH = 100;
export const POSITION_MAX_LENGTH = 50;
/** Beds of one facility: 0 (a clinic without beds) to 9,999. */
const SICKBED_NUMBER_MIN = 0;
const SICKBED_NUMBER_MAX = 9_999;

/** Corporate types ticked on the form: at least one (0101001), each a known code (0101002), no repeats. */
const corporateTypeListSchema = z
  .array(codeSchema(corporateType), { error: FIELD_MESSAGE_CODES.required })
  .check(required());
const corporateTypesSchema = z.pipe(
  corporateTypeListSchema,
  z.transform((types: z.output<typeof corporateTypeListSchema>) => [...new Set(types)]),
);

export const membershipFormSchema = z.object({
  last_name: requiredText(MEMBER_NAME_MAX_LENGTH),
  first_name: requiredText(MEMBER_NAME_MAX_LENGTH),
  email: emailSchema,
  hospital_location: codeSchema(prefecture),
  hospital_name: requiredText(HOSPITAL_NAME_MAX_LENGTH),
  department: codeSchema(membershipDepartmentType),
  role_in_department: codeSchema(roleInDepartment),
  position: requiredText(POSITION_MAX_LENGTH),
  working_corporate_type: codeSchema(workingCorporateType),
  corporate_type: corporateTypesSchema,
  sickbed_number: requiredIntegerInput(SICKBED_NUMBER_MIN, SICKBED_NUMBER_MAX),
  email_magazine_flag: codeSchema(emailMagazineFlag),
  referral_code: referralCodeSchema,
});

export type MembershipForm = z.output<typeof membershipFormSchema>;
