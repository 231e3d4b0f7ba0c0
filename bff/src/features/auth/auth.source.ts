import { RestSource } from "../../lib/rest-source.js";
import type { TokenSet } from "../../lib/session/session.js";

/** /v1/auth calls of the identity provider. */
export class AuthSource extends RestSource {
  async signUp(email: string, password: string): Promise<void> {
    await this.post<unknown>("/auth/sign-up", { email, password });
  }

  async resendCode(email: string): Promise<void> {
    await this.post<unknown>("/auth/resend-code", { email });
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    await this.post<unknown>("/auth/confirm-sign-up", { email, code });
  }

  signIn(email: string, password: string): Promise<TokenSet> {
    return this.post<TokenSet>("/auth/sign-in", { email, password });
  }

  async signOut(refreshToken: string): Promise<void> {
    await this.post<unknown>("/auth/sign-out", { refresh_token: refreshToken });
  }

  async forgotPassword(email: string): Promise<void> {
    await this.post<unknown>("/auth/forget-password", { email });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.post<unknown>("/auth/reset-password", { token, password });
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await this.post<unknown>("/auth/change-password", {
      current_password: currentPassword,
      new_password: newPassword,
    });
  }

  async changeEmail(newEmail: string): Promise<void> {
    await this.post<unknown>("/auth/change-email", { new_email: newEmail });
  }

  async confirmEmailChange(code: string): Promise<void> {
    await this.post<unknown>("/auth/confirm-code-update", { code });
  }
}
