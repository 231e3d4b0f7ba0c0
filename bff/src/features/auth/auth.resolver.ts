import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { sessionExpiredError } from "../../lib/session/session.js";
import { Me } from "./auth.type.js";
import { resolveMe } from "./me.js";

/** The signed-in member and the account mails: each forwards to /v1. */
@Resolver()
export class AuthResolver {
  @Query(() => Me, { description: "The signed-in member (or loggedIn: false) and the gating flags." })
  me(@Ctx() ctx: BffContext): Promise<Me> {
    return resolveMe(ctx);
  }

  @Mutation(() => Boolean, { description: "Registers an address and password; a 6-digit code is mailed." })
  async signUp(
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.auth.signUp(email, password);
    return true;
  }

  @Mutation(() => Boolean, { description: "Mails the sign-up code again." })
  async resendSignUpCode(@Arg("email", () => String) email: string, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.auth.resendCode(email);
    return true;
  }

  @Mutation(() => Boolean, { description: "Confirms the address with the mailed code." })
  async confirmSignUp(
    @Arg("email", () => String) email: string,
    @Arg("code", () => String) code: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.auth.confirmSignUp(email, code);
    return true;
  }

  @Mutation(() => Boolean, { description: "Mails a password-reset link (valid 1 hour)." })
  async forgotPassword(@Arg("email", () => String) email: string, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.auth.forgotPassword(email);
    return true;
  }

  @Mutation(() => Boolean, { description: "Sets a new password with the token of the reset link." })
  async resetPassword(
    @Arg("token", () => String) token: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.auth.resetPassword(token, password);
    return true;
  }

  @Mutation(() => Boolean)
  async changePassword(
    @Arg("currentPassword", () => String) currentPassword: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.auth.changePassword(currentPassword, newPassword);
    return true;
  }

  @Mutation(() => Boolean, { description: "Mails a code (valid 24 hours) to the new address." })
  async changeEmail(@Arg("newEmail", () => String) newEmail: string, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.auth.changeEmail(newEmail);
    return true;
  }

  @Mutation(() => Boolean, { description: "Confirms the new address with its code." })
  async confirmEmailChange(@Arg("code", () => String) code: string, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.auth.confirmEmailChange(code);
    return true;
  }
}

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
      // product §4.3: when the login info cannot be read after sign-in, the user is signed out.
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
