import { randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import { languageFrom } from '../../lib/email-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import { noAccountResetEmail } from './auth.emails.js';

/**
 * Forgot-password for an address with no account does the work a real one does: a token
 * row is written and one e-mail queued (it says no account uses the address), so neither
 * the answer nor the time it takes tells the two apart. The row's identifier matches no
 * reset link, and it expires as a reset token does.
 */
export function unknownAddressReset(deps: {
  mailer: Mailer;
  background: BackgroundTasks;
  signUpUrl: string;
  tokenSeconds: number;
}): BetterAuthPlugin {
  return {
    id: 'unknown-address-reset',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/request-password-reset',
          handler: createAuthMiddleware(async (ctx) => {
            const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
            if (await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase())) return;
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: `no-account-reset:${randomBytes(18).toString('base64url')}`,
              value: '',
              expiresAt: new Date(Date.now() + deps.tokenSeconds * 1000),
            });
            const language = languageFrom(ctx.request?.headers.get('accept-language'));
            deps.background.run(
              deps.mailer.send(noAccountResetEmail(email, deps.signUpUrl, language)),
            );
          }),
        },
      ],
    },
  };
}
