import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will answer the same way again; only retry what might be transient.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
    mutations: { retry: false },
  },
});

/** Options a mutation hook accepts from its caller: everything but the fetcher. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MutationConfig<Fn extends (...args: any[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, ApiError, Parameters<Fn>[0]>,
  'mutationFn'
>;
