import { ID, Int } from "type-graphql";
import { described, objectType, optional } from "../../lib/graphql/field-table.js";

export const Me = objectType("Me", "Who is signed in, and the three flags of SPEC §4.3.", {
  loggedIn: Boolean,
  userId: optional(ID),
  username: optional(String),
  hospitalName: optional(String),
  department: described(optional(String), "The department's label."),
  isPreMember: Boolean,
  termsOfUseVersion: described(optional(String), "The terms version the member accepted."),
  systemTermsOfUseVersion: described(optional(String), "The terms version in force."),
  needsUserInfoUpdate: described(Boolean, "Must complete the pre-member information."),
  needsRegistration: described(Boolean, "Must register the membership."),
  needsTermsAcceptance: described(Boolean, "Must accept the new terms of use."),
  showsMemberMenu: described(Boolean, "Whether the bell and the my-page menu are shown."),
  isProvider: described(Boolean, "A provider account (provider console), not a member."),
  accountKind: described(optional(String), "member, provider or operator (ADR 102); null when signed out."),
  memberState: described(
    optional(String),
    "A member account's state: registering, pre-member, needs-terms, other-business or full (ADR 102).",
  ),
  tokenLifetimeSeconds: described(optional(Int), "Lifetime of the session's id token in seconds, when known."),
});
export type Me = InstanceType<typeof Me>;
