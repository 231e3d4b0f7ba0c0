import { ACTIVE_MEMBER_STATES } from "@iryo/domain/account";
import type { BffContext } from "../../context.js";
import type { Viewer } from "./editor-html.js";

/**
 * A member when the session belongs to an active member (full or other-business, as the api's
 * login_info says; ADR 102); everyone else — visitors, pre-members, members who must accept new terms,
 * provider staff and operators — sees what a visitor sees.
 */
export async function viewerOf(ctx: BffContext): Promise<Viewer> {
  if (!ctx.session.present) return "visitor";
  try {
    const { member_state } = await ctx.dataSources.members.loginInfo();
    return member_state !== null && (ACTIVE_MEMBER_STATES as readonly string[]).includes(member_state)
      ? "member"
      : "visitor";
  } catch {
    return "visitor";
  }
}
