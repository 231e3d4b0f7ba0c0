import {
  needsRegistration,
  needsTermsAcceptance,
  needsUserInfoUpdate,
  showsMemberMenu,
} from "@iryo/domain/session-flags";
import type { BffContext } from "../../context.js";
import { sessionExpiredError } from "../../lib/session/session.js";
import type { Me } from "./auth.type.js";

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? null : String(value);

/** The `me` answer: login info of the api plus the flags computed by @iryo/domain/session-flags. */
export async function resolveMe(ctx: BffContext): Promise<Me> {
  const session = ctx.session;
  const systemFromConfig = await ctx.dataSources.siteConfig.termsOfUseVersion();
  if (!session.present) {
    if (session.expired) throw sessionExpiredError();
    return {
      loggedIn: false,
      userId: null,
      username: null,
      email: null,
      hospitalName: null,
      department: null,
      isPreMember: false,
      termsOfUseVersion: null,
      systemTermsOfUseVersion: text(systemFromConfig),
      needsUserInfoUpdate: false,
      needsRegistration: false,
      needsTermsAcceptance: false,
      showsMemberMenu: false,
      isProvider: false,
      accountKind: null,
      memberState: null,
      tokenLifetimeSeconds: null,
    };
  }
  const info = await ctx.dataSources.membership.loginInfo();
  const system = systemFromConfig;
  // Provider staff and operators are no members: none of the membership gates apply, and they have no
  // member menu (ADR 102).
  const isMember = info.account_kind === "member";
  return {
    loggedIn: true,
    userId: text(info.user_id),
    username: text(info.username),
    email: text(info.email),
    hospitalName: text(info.hospital_name),
    department: text(info.department),
    isPreMember: info.is_pre_member === true,
    termsOfUseVersion: text(info.terms_of_use_version),
    systemTermsOfUseVersion: text(system),
    needsUserInfoUpdate: isMember && needsUserInfoUpdate(true, info),
    needsRegistration: isMember && needsRegistration(true, info),
    needsTermsAcceptance: isMember && needsTermsAcceptance(true, info, system),
    showsMemberMenu: isMember && showsMemberMenu(true, info, system),
    isProvider: info.account_kind === "provider",
    accountKind: info.account_kind,
    memberState: info.member_state,
    tokenLifetimeSeconds: session.tokenLifetime ?? null,
  };
}
