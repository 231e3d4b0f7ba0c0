import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { sessionExpiredError } from "../../lib/session/session.js";
import { Me } from "./auth.type.js";
import { resolveMe } from "./me.js";

export const AuthResolver = forwardingResolver(
  "auth",
  ({ action, query }) => ({
    me: query(Me, {}, (_source, _args, ctx) => resolveMe(ctx)),
    signUp: action({ email: String, password: String }, (auth, { email, password }) => auth.signUp(email, password)),
    resendSignUpCode: action({ email: String }, (auth, { email }) => auth.resendCode(email)),
    confirmSignUp: action({ email: String, code: String }, (auth, { email, code }) => auth.confirmSignUp(email, code)),
    forgotPassword: action({ email: String }, (auth, { email }) => auth.forgotPassword(email)),
    resetPassword: action({ token: String, password: String }, (auth, { token, password }) =>
      auth.resetPassword(token, password),
    ),
    changePassword: action({ currentPassword: String, newPassword: String }, (auth, { currentPassword, newPassword }) =>
      auth.changePassword(currentPassword, newPassword),
    ),
    changeEmail: action({ newEmail: String }, (auth, { newEmail }) => auth.changeEmail(newEmail)),
    confirmEmailChange: action({ code: String }, (auth, { code }) => auth.confirmEmailChange(code)),
  }),
  {
    me: "The signed-in member (or loggedIn: false) and the gating flags.",
    signUp: "Registers an address and password; a 6-digit code is mailed.",
    resendSignUpCode: "Mails the sign-up code again.",
    confirmSignUp: "Confirms the address with the mailed code.",
    forgotPassword: "Mails a password-reset link (valid 1 hour).",
    resetPassword: "Sets a new password with the token of the reset link.",
    changeEmail: "Mails a code (valid 24 hours) to the new address.",
    confirmEmailChange: "Confirms the new address with its code.",
  },
);

/** Sign-in, sign-out and refresh: they set or end the session besides calling /v1. */
@Resolver()
export class AuthSessionResolver {
  @Mutation(() => Me, { description: "Signs in; the session is set as httpOnly cookies, never returned." })
  async signIn(
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: BffContext,
  ): Promise<Me> {
    const tokens = await ctx.dataSources.auth.signIn(email, password);
    ctx.session.establish(tokens);
    try {
      return await resolveMe(ctx);
    } catch (error) {
      // SPEC §4.3: when the login info cannot be read after sign-in, the user is signed out.
      ctx.session.end();
      throw error;
    }
  }

  @Mutation(() => Boolean, { description: "Signs out: revokes the refresh token and clears the cookies." })
  async signOut(@Ctx() ctx: BffContext): Promise<boolean> {
    const refreshToken = ctx.session.refreshToken;
    ctx.session.end();
    if (refreshToken) {
      // The cookies are gone whatever the api says; a failed revoke must not keep the user signed in.
      await ctx.dataSources.auth.signOut(refreshToken).catch(() => undefined);
    }
    return true;
  }

  @Mutation(() => Boolean, {
    description: "Refreshes the session now (rotating the refresh token). False when there is no session.",
  })
  async refreshSession(@Ctx() ctx: BffContext): Promise<boolean> {
    if (!ctx.session.present) return false;
    const token = await ctx.session.forceRefresh();
    if (ctx.session.expired) throw sessionExpiredError();
    return token !== undefined;
  }
}
