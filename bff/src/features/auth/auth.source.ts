import {
  changeEmail,
  changePassword,
  confirmCodeUpdate,
  confirmSignUp,
  forgetPassword,
  resendCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "@iryo/domain/contracts/auth";
import { RestSource } from "../../lib/rest-source.js";
import type { TokenSet } from "../../lib/session/session.js";

/** /v1/auth calls of the identity provider. */
export class AuthSource extends RestSource {
  async signUp(email: string, password: string): Promise<void> {
    await this.call(signUp, { body: { email, password } });
  }

  async resendCode(email: string): Promise<void> {
    await this.call(resendCode, { body: { email } });
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    await this.call(confirmSignUp, { body: { email, code } });
  }

  signIn(email: string, password: string): Promise<TokenSet> {
    return this.call(signIn, { body: { email, password } });
  }

  async signOut(refreshToken: string): Promise<void> {
    await this.call(signOut, { body: { refresh_token: refreshToken } });
  }

  async forgotPassword(email: string): Promise<void> {
    await this.call(forgetPassword, { body: { email } });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.call(resetPassword, { body: { token, password } });
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await this.call(changePassword, { body: { current_password: currentPassword, new_password: newPassword } });
  }

  async changeEmail(newEmail: string): Promise<void> {
    await this.call(changeEmail, { body: { new_email: newEmail } });
  }

  async confirmEmailChange(code: string): Promise<void> {
    await this.call(confirmCodeUpdate, { body: { code } });
  }
}
