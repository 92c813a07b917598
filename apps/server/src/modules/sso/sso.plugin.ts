import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { genericOAuth } from 'better-auth/plugins';
import { SSO_PROVIDER_PREFIX } from '@slidewise/shared/auth/sign-in-methods';
import type { AppKysely } from '../../db/database.js';
import { ssoRepository } from './sso.repository.js';

export const discoveryUrl = (issuer: string) =>
  `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;

/** The provider id a request names: `provider` on sign-in, the path's id on the callback. */
function requestedProvider(ctx: { body?: unknown; params?: unknown }): string | undefined {
  const body = ctx.body as { provider?: unknown } | undefined;
  const params = ctx.params as { id?: unknown } | undefined;
  const id = body?.provider ?? params?.id;
  return typeof id === 'string' && id.startsWith(SSO_PROVIDER_PREFIX) ? id : undefined;
}

/**
 * Workspace single sign-on: each leader's OpenID Connect provider is a better-auth
 * generic OAuth provider (`sso-<id>`), built from the database when a sign-in or a
 * callback names it, so a changed or removed configuration applies at once on every
 * instance. generic OAuth checks state, PKCE, the ID token's issuer, audience and nonce.
 */
export function workspaceSso(db: AppKysely, secret: string): BetterAuthPlugin {
  const providers = ssoRepository(db);
  return {
    id: 'workspace-sso',
    hooks: {
      before: [
        {
          matcher: (ctx) =>
            (ctx.path === '/sign-in/social' || !!ctx.path?.startsWith('/callback/')) &&
            requestedProvider(ctx) !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const providerId = requestedProvider(ctx)!;
            const list = ctx.context.socialProviders;
            // Swapped in one synchronous step: a request in flight always finds one.
            const replace = (provider?: (typeof list)[number]) =>
              list.splice(
                0,
                list.length,
                ...(provider ? [provider] : []),
                ...list.filter((p) => p.id !== providerId),
              );
            const row = await providers.findById(providerId.slice(SSO_PROVIDER_PREFIX.length));
            // Removed: better-auth answers "provider not found".
            if (!row) return void replace();
            const plugin = genericOAuth({
              config: [
                {
                  providerId,
                  discoveryUrl: discoveryUrl(row.issuer),
                  clientId: row.client_id,
                  clientSecret: await symmetricDecrypt({ key: secret, data: row.client_secret }),
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                  // OpenID Connect names the claim email_verified.
                  mapProfileToUser: (profile) => ({
                    emailVerified: profile.email_verified === true,
                  }),
                },
              ],
            });
            const built = await plugin.init!(ctx.context);
            replace(
              (built as { context: { socialProviders: typeof list } }).context.socialProviders.find(
                (p) => p.id === providerId,
              ),
            );
          }),
        },
      ],
    },
  };
}
