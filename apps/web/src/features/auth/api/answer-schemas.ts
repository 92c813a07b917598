import { z } from 'zod';

// Answers of the sign-in calls, checked with zod: their callers load this module (and zod) only
// once an answer arrives, so the sign-in screens open without it.

/** An account with two-factor gets no session yet: the answer asks for the code. */
export const signInResultSchema = z.object({ twoFactorRedirect: z.boolean().optional() }).loose();

/** Where a provider's sign-in goes on. */
export const providerRedirectSchema = z.object({ url: z.string() });

export { ssoLookupResultSchema } from '@slidewise/shared/auth/sign-in-methods';
