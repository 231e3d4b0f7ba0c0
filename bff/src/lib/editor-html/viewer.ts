import { ACTIVE_MEMBER_STATES } from "@iryo/domain/account";
import type { Viewer } from "./editor-html.js";

/** What `viewerOf` needs to know of the request: whether it has a session, and the api's login_info. */
interface ViewerFacts {
  readonly signedIn: boolean;
  loginInfo(): Promise<{ readonly member_state: string | null }>;
}

/**
 * A member when the session belongs to an active member (full or other-business, as the api's
 * login_info says; ADR 102); everyone else — visitors, pre-members, members who must accept new terms,
 * provider staff and operators — sees what a visitor sees.
 */
export async function viewerOf(facts: ViewerFacts): Promise<Viewer> {
  if (!facts.signedIn) return "visitor";
  try {
    const { member_state } = await facts.loginInfo();
    return member_state !== null && (ACTIVE_MEMBER_STATES as readonly string[]).includes(member_state)
      ? "member"
      : "visitor";
  } catch {
    return "visitor";
  }
}
