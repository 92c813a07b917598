// Sign-in providers without zod, so that the sign-in screens use them without loading it
// (sign-in-methods.ts adds the schemas).

/** Social providers Slidewise knows; each is on only when the server has its client id and secret. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** better-auth's provider id for a workspace's single sign-on. */
export const SSO_PROVIDER_PREFIX = 'sso-';

/** `GET /api/v1/auth/sign-in-methods`: what the sign-in page offers besides e-mail. */
export interface SignInMethods {
  social: SocialProvider[];
}

/** `value` when it is a sign-in methods answer (what signInMethodsSchema accepts), else null. */
export function asSignInMethods(value: unknown): SignInMethods | null {
  const social = (value as { social?: unknown } | null)?.social;
  if (!Array.isArray(social)) return null;
  const known: readonly unknown[] = SOCIAL_PROVIDERS;
  return social.every((provider) => known.includes(provider))
    ? { social: social as SocialProvider[] }
    : null;
}

/**
 * The `?error=` a failed provider sign-in lands on /login with, as the message key the page
 * shows (the specification's identity-provider codes). Unknown codes get the generic one.
 */
export const PROVIDER_ERROR_KEYS = [
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'network-request-failed',
  'unauthorized-domain',
  'user-mismatch',
  'account-exists-with-different-credential',
  'email-not-shared',
  'generic',
] as const;
export type ProviderErrorKey = (typeof PROVIDER_ERROR_KEYS)[number];

export const SOCIAL_ERROR_MESSAGES: Record<string, ProviderErrorKey> = {
  access_denied: 'cancelled-popup-request',
  login_required: 'cancelled-popup-request',
  consent_required: 'cancelled-popup-request',
  state_mismatch: 'popup-closed-by-user',
  state_not_found: 'popup-closed-by-user',
  please_restart_the_process: 'popup-closed-by-user',
  invalid_code: 'network-request-failed',
  unable_to_get_user_info: 'network-request-failed',
  internal_server_error: 'network-request-failed',
  oauth_provider_not_found: 'unauthorized-domain',
  unauthorized_client: 'unauthorized-domain',
  redirect_uri_mismatch: 'unauthorized-domain',
  unable_to_create_user: 'unauthorized-domain',
  email_does_not_match: 'user-mismatch',
  account_already_linked_to_different_user: 'user-mismatch',
  account_not_linked: 'account-exists-with-different-credential',
  unable_to_link_account: 'account-exists-with-different-credential',
  email_not_found: 'email-not-shared',
  email_not_verified: 'email-not-shared',
};
