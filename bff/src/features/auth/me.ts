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
      tokenLifetimeSeconds: null,
    };
  }
  const info = await ctx.dataSources.members.loginInfo();
  const system = systemFromConfig;
  // A provider account is no member: none of the membership gates apply, and it has no member menu.
  const isProvider = info.provider_id !== null && info.provider_id !== undefined;
  return {
    loggedIn: true,
    userId: text(info.user_id),
    username: text(info.username),
    hospitalName: text(info.hospital_name),
    department: text(info.department),
    isPreMember: info.is_pre_member === true,
    termsOfUseVersion: text(info.terms_of_use_version),
    systemTermsOfUseVersion: text(system),
    needsUserInfoUpdate: !isProvider && needsUserInfoUpdate(true, info),
    needsRegistration: !isProvider && needsRegistration(true, info),
    needsTermsAcceptance: !isProvider && needsTermsAcceptance(true, info, system),
    showsMemberMenu: !isProvider && showsMemberMenu(true, info, system),
    isProvider,
    tokenLifetimeSeconds: session.tokenLifetime ?? null,
  };
}
