import {
  MutationCache,
  QueryCache,
  QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import i18n, { type TFunction } from 'i18next';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { notify } from './notify';

/** What a query or mutation tells the app about itself (`meta`). */
export interface RequestMeta extends Record<string, unknown> {
  /**
   * The screen shows this failure itself (inline, next to a form, …), so no
   * global toast. Every form that shows its own errors sets it.
   */
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * The toast text for a failure no screen handles, or null for none. A non-ok
 * answer reads the seed's "HTTP error! status: {code}"; a lost session says
 * nothing here, because the person is sent to sign in instead.
 */
export function failureToastMessage(t: TFunction, error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.status === 401 && error.code === 'unauthorized') return null;
    if (error.status >= 400) return t('app.httpError', { code: error.status });
  }
  return errorMessage(t, error);
}

function reportFailure(error: unknown, meta: RequestMeta | undefined) {
  if (meta?.handlesErrors) return;
  const message = failureToastMessage(i18n.t.bind(i18n) as TFunction, error);
  // The text as id: several calls failing the same way show one toast.
  if (message) notify((toast) => toast.error(message, { id: message }));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportFailure(error, mutation.meta),
    }),
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
}

export const queryClient = createQueryClient();

/** Options a mutation hook accepts from its caller: everything but the fetcher. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MutationConfig<Fn extends (...args: any[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, ApiError, Parameters<Fn>[0]>,
  'mutationFn'
>;
