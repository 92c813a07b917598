import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode } from '@slidewise/shared/http/errors';

/** Codes the client itself raises, beside the server's. */
export type ClientErrorCode = 'network_error' | 'invalid_response';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly details: unknown;
  /** Seconds to wait before retrying (from Retry-After), when the server said so. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: ApiError['code'];
    message: string;
    details?: unknown;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfter = init.retryAfter ?? null;
  }
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'plan_limit',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
};

function parseRetryAfter(header: string | null, details: unknown): number | null {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  const fromBody = (details as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof fromBody === 'number' ? fromBody : null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The `{error: {code, message, details?}}` body of a refusal (apiErrorSchema), checked by hand:
 * the sign-in screens load without zod.
 */
function errorBody(json: unknown): ApiErrorBody['error'] | undefined {
  const error = (json as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, details } = error as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string'
    ? { code, message, details }
    : undefined;
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls `listener` whenever the API answers 401 `unauthorized` (no valid
 * session), whoever made the call. The auth feature uses it to end a session
 * the server no longer knows. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

/**
 * A schema, or a function that loads one when an answer arrives: code of the sign-in screens
 * passes the latter, so that zod is downloaded only once an answer needs checking.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer; a mismatch becomes an ApiError, never a silent `any`. */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
}

/**
 * Calls the Slidewise API (same origin, cookie session). Resolves with the JSON
 * body; rejects with an ApiError only, whatever went wrong.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  let response: Response;
  try {
    // A file upload goes as multipart/form-data (the browser sets its boundary); the rest is JSON.
    const isForm = body instanceof FormData;
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // The language on show (lib/i18n sets <html lang>), not the browser's: the e-mails a
        // request sends (sign-up, reset, sign-in link, invitations) are written in it.
        'accept-language': document.documentElement.lang || 'en',
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: 'The server could not be reached.',
    });
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = errorBody(json);
    const failure = new ApiError({
      status: response.status,
      code: error?.code ?? STATUS_CODES[response.status] ?? 'internal_error',
      message: error?.message ?? `HTTP error! status: ${response.status}`,
      details: error?.details,
      retryAfter: parseRetryAfter(response.headers.get('retry-after'), error?.details),
    });
    // Wrong credentials are also a 401, but with their own code: only a missing session counts.
    if (failure.status === 401 && failure.code === 'unauthorized') {
      for (const listener of unauthorizedListeners) listener(failure);
    }
    throw failure;
  }

  if (!schema) return json as T;
  let check: z.ZodType<T>;
  try {
    check = typeof schema === 'function' ? await schema() : schema;
  } catch {
    // The schema's chunk did not load (the network, or a new release): as if unreachable.
    throw new ApiError({ status: 0, code: 'network_error', message: 'The app could not load.' });
  }
  const parsed = check.safeParse(json);
  if (!parsed.success)
    throw invalidResponse(response.status, `${method} ${path}`, parsed.error.issues);
  return parsed.data;
}

/** The error for an answer that is not what the API promises. */
export function invalidResponse(status: number, request: string, details?: unknown): ApiError {
  return new ApiError({
    status,
    code: 'invalid_response',
    message: `Unexpected answer from ${request}`,
    details,
  });
}
