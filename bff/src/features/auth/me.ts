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
  const systemFromConfig = await ctx.dataSources.systemConfig.termsOfUseVersion();
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
      tokenLifetimeSeconds: null,
    };
  }
  const info = await ctx.dataSources.members.loginInfo();
  const system = systemFromConfig ?? info.system_terms_of_use_version ?? undefined;
  return {
    loggedIn: true,
    userId: text(info.user_id),
    username: text(info.username),
    hospitalName: text(info.hospital_name),
    department: text(info.department),
    isPreMember: info.is_pre_member === true,
    termsOfUseVersion: text(info.terms_of_use_version),
    systemTermsOfUseVersion: text(system),
    needsUserInfoUpdate: needsUserInfoUpdate(true, info),
    needsRegistration: needsRegistration(true, info),
    needsTermsAcceptance: needsTermsAcceptance(true, info, system),
    showsMemberMenu: showsMemberMenu(true, info, system),
    tokenLifetimeSeconds: session.tokenLifetime ?? null,
  };
}
