import type { BffContext } from "../../context.js";
import type { Viewer } from "./editor-html.js";

/**
 * A member when the request carries a session that yields a valid token (the cookie token is
 * verified against the identity provider's keys); everyone else is a visitor.
 */
export async function viewerOf(ctx: BffContext): Promise<Viewer> {
  if (!ctx.session.present) return "visitor";
  try {
    return (await ctx.session.accessToken()) ? "member" : "visitor";
  } catch {
    return "visitor";
  }
}
