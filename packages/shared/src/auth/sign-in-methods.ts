import { z } from 'zod';
import { emailDomainSchema } from '../groups/join-link.js';
import { emailSchema, sitePathSchema } from './schemas.js';
import { SOCIAL_PROVIDERS, SSO_PROVIDER_PREFIX, type SignInMethods } from './providers.js';

export * from './providers.js';

/** `GET /api/v1/auth/sign-in-methods` (the sign-in screen checks it with asSignInMethods). */
export const signInMethodsSchema = z.object({
  social: z.array(z.enum(SOCIAL_PROVIDERS)),
}) satisfies z.ZodType<SignInMethods>;

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

/** `GET /api/v1/workspace/sso`: the settings, or null while none are set up. */
export const workspaceSsoSchema = ssoSettingsSchema.nullable();
