// Session flags of product §4.3: who must complete registration, update user info or accept terms.

/** The fields of the login-info call the flags read. */
export interface LoginInfoFlags {
  readonly user_id?: string | number | null;
  readonly is_pre_member?: boolean | null;
  readonly terms_of_use_version?: string | number | null;
}

const has = (value: unknown) => value !== undefined && value !== null && value !== "" && value !== 0;

/** Logged in, has a user_id, and is a pre-member or has no terms version. */
export function needsUserInfoUpdate(loggedIn: boolean, info: LoginInfoFlags): boolean {
  return loggedIn && has(info.user_id) && (info.is_pre_member === true || !has(info.terms_of_use_version));
}

/** Logged in with neither a terms version nor a user_id. */
export function needsRegistration(loggedIn: boolean, info: LoginInfoFlags): boolean {
  return loggedIn && !has(info.terms_of_use_version) && !has(info.user_id);
}

/** A flag of product §4.3, from whether the visitor is logged in, their login info and the system's terms version. */
export type SessionFlag = (
  loggedIn: boolean,
  info: LoginInfoFlags,
  systemTermsVersion: string | number | null | undefined,
) => boolean;

/**
 * Logged in, not a pre-member, the system terms version is non-zero, and the user has a terms
 * version that differs from it.
 */
export const needsTermsAcceptance: SessionFlag = (loggedIn, info, systemTermsVersion) =>
  loggedIn &&
  info.is_pre_member !== true &&
  has(systemTermsVersion) &&
  Number(systemTermsVersion) !== 0 &&
  has(info.terms_of_use_version) &&
  String(info.terms_of_use_version) !== String(systemTermsVersion);

/** Whether the notification bell and my-page menu are shown (product §2.5, §4.3). */
export const showsMemberMenu: SessionFlag = (loggedIn, info, systemTermsVersion) =>
  loggedIn &&
  !needsUserInfoUpdate(loggedIn, info) &&
  !needsRegistration(loggedIn, info) &&
  !needsTermsAcceptance(loggedIn, info, systemTermsVersion);
