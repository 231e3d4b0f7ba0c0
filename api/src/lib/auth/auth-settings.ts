import {
  ACCOUNT_SIGN_IN_THROTTLE,
  ID_TOKEN_DEFAULT_TTL_SECONDS,
  IP_THROTTLE,
  SIGN_IN_ADDRESS_THROTTLE,
  type ThrottlePolicy,
} from "@iryo/domain/auth-policy";
import {
  API_WRITES_PER_ACCOUNT_LIMIT,
  API_WRITES_PER_CLIENT_LIMIT,
  MAIL_PER_ACCOUNT_LIMIT,
  MAIL_PER_ADDRESS_LIMIT,
  MAIL_PER_CLIENT_LIMIT,
  NOTICE_MAIL_PER_ACCOUNT_LIMIT,
  NOTICE_MAIL_PER_ADDRESS_LIMIT,
  type RateLimitPolicy,
  STAFF_INVITATION_MAIL_PER_ACCOUNT_LIMIT,
} from "@iryo/domain/rate-limits";
import { DEFAULT_SCRYPT_N } from "./password.js";

/** What the identity provider can be tuned with (tests inject a clock and small costs). */
export interface AuthSettings {
  readonly now: () => Date;
  /** scrypt N of new password hashes (a power of two). */
  readonly scryptN: number;
  readonly idTokenTtlSeconds: number;
  /** A private JWK (JSON) to sign id tokens with; otherwise a key kept in the database. */
  readonly privateJwk?: string;
  /** Where the web app is, for links in mails. */
  readonly publicWebUrl: string;
  /** Sign-in failures of one account, from anywhere. */
  readonly accountThrottle: ThrottlePolicy;
  /** Sign-in failures from one client address that no success took back (ADR 215). */
  readonly signInAddressThrottle: ThrottlePolicy;
  /** Code-check failures from one client address. */
  readonly codeCheckIpThrottle: ThrottlePolicy;
  /** Mails per address, per account and per client (sign-up, resend, reset, email change). */
  readonly mailPerAddress: RateLimitPolicy;
  readonly mailPerAccount: RateLimitPolicy;
  readonly mailPerClient: RateLimitPolicy;
  /** Staff invitation mails of one provider admin (the address counts against `mailPerAddress`; ADR 208). */
  readonly staffInvitationMailPerAccount: RateLimitPolicy;
  /** Notice mails (side effects of an action) per receiving address and per acting account (ADR 208). */
  readonly noticeMailPerAddress: RateLimitPolicy;
  readonly noticeMailPerAccount: RateLimitPolicy;
  /** Writes without a valid id token of one client address on any /v1 route … */
  readonly writeLimit: RateLimitPolicy;
  /** … and with one, of one account (ADR 103). */
  readonly accountWriteLimit: RateLimitPolicy;
}

export const DEFAULT_PUBLIC_WEB_URL = "http://localhost:3000";

export function authSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    now: () => new Date(),
    scryptN: DEFAULT_SCRYPT_N,
    idTokenTtlSeconds: ID_TOKEN_DEFAULT_TTL_SECONDS,
    publicWebUrl: DEFAULT_PUBLIC_WEB_URL,
    accountThrottle: ACCOUNT_SIGN_IN_THROTTLE,
    signInAddressThrottle: SIGN_IN_ADDRESS_THROTTLE,
    codeCheckIpThrottle: IP_THROTTLE,
    mailPerAddress: MAIL_PER_ADDRESS_LIMIT,
    mailPerAccount: MAIL_PER_ACCOUNT_LIMIT,
    mailPerClient: MAIL_PER_CLIENT_LIMIT,
    staffInvitationMailPerAccount: STAFF_INVITATION_MAIL_PER_ACCOUNT_LIMIT,
    noticeMailPerAddress: NOTICE_MAIL_PER_ADDRESS_LIMIT,
    noticeMailPerAccount: NOTICE_MAIL_PER_ACCOUNT_LIMIT,
    writeLimit: API_WRITES_PER_CLIENT_LIMIT,
    accountWriteLimit: API_WRITES_PER_ACCOUNT_LIMIT,
    ...overrides,
  };
}
