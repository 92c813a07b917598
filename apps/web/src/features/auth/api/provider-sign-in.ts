import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  signInMethodsSchema,
  ssoLookupResultSchema,
  type SignInMethods,
} from '@slidewise/shared/auth/sign-in-methods';
import { apiRequest } from '@/lib/api-client';

export function getSignInMethods(signal?: AbortSignal): Promise<SignInMethods> {
  return apiRequest('/api/v1/auth/sign-in-methods', { schema: signInMethodsSchema, signal });
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
    schema: z.object({ url: z.string() }),
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
    schema: ssoLookupResultSchema,
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
