import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, onUnauthorized } from './api-client';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(text, { status, headers }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON to a relative same-origin URL with the session cookie', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('asks in the language on show, whatever the browser’s', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'es';
    try {
      await apiRequest('/api/auth/forget-password', { method: 'POST', body: {} });
    } finally {
      document.documentElement.lang = 'en';
    }
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'accept-language': 'es' });
  });

  it('turns an error body into a typed ApiError', async () => {
    const details = [{ path: 'email', code: 'invalid_format', message: 'bad' }];
    vi.stubGlobal(
      'fetch',
      answer(422, { error: { code: 'validation_failed', message: 'Nope', details } }),
    );
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Nope',
      details,
      retryAfter: null,
    });
  });

  it('reads Retry-After on a 429', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        429,
        { error: { code: 'rate_limited', message: 'Slow down' } },
        { 'retry-after': '37' },
      ),
    );
    expect((await failure(apiRequest('/api/x'))).retryAfter).toBe(37);
  });

  it('names a failure without a JSON body by its status', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    expect(await failure(apiRequest('/api/x'))).toMatchObject({
      status: 502,
      code: 'internal_error',
    });
    vi.stubGlobal('fetch', answer(404, ''));
    expect(await failure(apiRequest('/api/x'))).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('reports an unreachable server as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    expect(await failure(apiRequest('/api/x'))).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('validates the answer against a schema', async () => {
    vi.stubGlobal('fetch', answer(200, { n: 'one' }));
    const schema = z.object({ n: z.number() });
    expect(await failure(apiRequest('/api/x', { schema }))).toMatchObject({
      code: 'invalid_response',
    });
  });
});

describe('onUnauthorized', () => {
  it('hears every 401 "unauthorized" answer (a lost session), whoever called', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const body = JSON.stringify({ error: { code: 'unauthorized', message: 'No session' } });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(body, { status: 401 })),
    );
    await failure(apiRequest('/api/v1/courses'));
    expect(listener).toHaveBeenCalledOnce();
    expect(listener.mock.calls[0]![0]).toMatchObject({ status: 401, code: 'unauthorized' });

    stop();
    await failure(apiRequest('/api/v1/courses'));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores wrong credentials, which are a 401 with their own code', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal(
      'fetch',
      answer(401, { error: { code: 'invalid_credentials', message: 'Wrong password' } }),
    );
    await failure(apiRequest('/api/auth/sign-in/email', { method: 'POST', body: {} }));
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
