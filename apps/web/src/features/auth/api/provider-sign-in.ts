import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { asSignInMethods, type SignInMethods } from '@slidewise/shared/auth/providers';
import { apiRequest, invalidResponse } from '@/lib/api-client';

const METHODS_PATH = '/api/v1/auth/sign-in-methods';

/** Checked without zod: the sign-in screen asks for it as it opens. */
export async function getSignInMethods(signal?: AbortSignal): Promise<SignInMethods> {
  const methods = asSignInMethods(await apiRequest(METHODS_PATH, { signal }));
  if (!methods) throw invalidResponse(200, `GET ${METHODS_PATH}`);
  return methods;
}

/** Which social providers the server has credentials for (a button for each). */
export function useSignInMethods() {
  return useQuery(
    queryOptions({
      queryKey: ['auth', 'sign-in-methods'],
      queryFn: ({ signal }) => getSignInMethods(signal),
      staleTime: 10 * 60_000,
    }),
  );
}

export interface ProviderSignInInput {
  /** `google`, `microsoft`, or a workspace's single sign-on (`sso-…`). */
  provider: string;
  callbackURL: string;
  loginHint?: string;
}

/** Asks the server for the provider's sign-in page, then goes there. */
export async function startProviderSignIn(input: ProviderSignInInput): Promise<void> {
  const { url } = await apiRequest('/api/auth/sign-in/social', {
    method: 'POST',
    body: input,
    schema: () => import('./answer-schemas').then((m) => m.providerRedirectSchema),
  });
  window.location.assign(url);
}

export function useProviderSignIn() {
  // The page shows every failure itself.
  return useMutation({ meta: { handlesErrors: true }, mutationFn: startProviderSignIn });
}

/** The single sign-on serving an address's domain; the answer says nothing about accounts. */
export async function lookupSso(email: string): Promise<string> {
  const { provider } = await apiRequest('/api/v1/auth/sso/lookup', {
    method: 'POST',
    body: { email },
    schema: () => import('./answer-schemas').then((m) => m.ssoLookupResultSchema),
  });
  return provider;
}

export function useSsoSignIn() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { email: string; callbackURL: string }) =>
      startProviderSignIn({
        provider: await lookupSso(input.email),
        callbackURL: input.callbackURL,
        loginHint: input.email,
      }),
  });
}
