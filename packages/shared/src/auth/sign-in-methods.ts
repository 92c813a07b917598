import { z } from 'zod';
import { emailDomainSchema } from '../groups/join-link.js';
import { emailSchema, sitePathSchema } from './schemas.js';

/** Social providers Slidewise knows; each is on only when the server has its client id and secret. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** better-auth's provider id for a workspace's single sign-on. */
export const SSO_PROVIDER_PREFIX = 'sso-';

/** `GET /api/v1/auth/sign-in-methods`: what the sign-in page offers besides e-mail. */
export const signInMethodsSchema = z.object({ social: z.array(z.enum(SOCIAL_PROVIDERS)) });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** `POST /api/auth/sign-in/social`: where to go afterwards must be a page of this site. */
export const socialSignInSchema = z
  .object({
    provider: z.union([
      z.enum(SOCIAL_PROVIDERS),
      z.string().regex(new RegExp(`^${SSO_PROVIDER_PREFIX}[A-Za-z0-9_-]{1,64}$`)),
    ]),
    callbackURL: sitePathSchema.optional(),
    newUserCallbackURL: sitePathSchema.optional(),
    loginHint: emailSchema.optional(),
  })
  .strict();

/** `POST /api/v1/auth/sso/lookup`: the workspace sign-on serving an address's domain. */
export const ssoLookupSchema = z.object({ email: emailSchema }).strict();
export const ssoLookupResultSchema = z.object({ provider: z.string() });

export const SSO_MAX_DOMAINS = 20;

/** What a leader configures: their OpenID Connect provider and the domains it serves. */
export const ssoSettingsInputSchema = z
  .object({
    issuer: z.url({ protocol: /^https?$/ }).max(500),
    clientId: z.string().trim().min(1).max(500),
    /** Omitted when editing: the stored secret stays. */
    clientSecret: z.string().min(1).max(2000).optional(),
    domains: z.array(emailDomainSchema).min(1).max(SSO_MAX_DOMAINS),
    groupId: z.string().min(1).max(64).nullable().optional(),
  })
  .strict();
export type SsoSettingsInput = z.infer<typeof ssoSettingsInputSchema>;

export const ssoSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  domains: z.array(z.string()),
  groupId: z.string().nullable(),
  /** Register this with the provider. */
  redirectUrl: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

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
