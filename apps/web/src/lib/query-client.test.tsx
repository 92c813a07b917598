import { useMutation, useQuery, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n, { type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { createQueryClient, failureToastMessage, type RequestMeta } from './query-client';

const t = i18n.t.bind(i18n) as TFunction;

describe('failureToastMessage', () => {
  it("reads the seed's HTTP error sentence for a non-ok answer", () => {
    expect(
      failureToastMessage(t, new ApiError({ status: 500, code: 'internal_error', message: 'x' })),
    ).toBe('HTTP error! status: 500');
    expect(
      failureToastMessage(t, new ApiError({ status: 404, code: 'not_found', message: 'x' })),
    ).toBe('HTTP error! status: 404');
  });

  it('says nothing for a lost session: the person is sent to sign in instead', () => {
    expect(
      failureToastMessage(t, new ApiError({ status: 401, code: 'unauthorized', message: 'x' })),
    ).toBeNull();
  });

  it('explains a failure without an HTTP status in words', () => {
    expect(
      failureToastMessage(t, new ApiError({ status: 0, code: 'network_error', message: 'x' })),
    ).toBe('Slidewise could not be reached. Check your connection and try again.');
  });
});

function answering(status: number) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ error: { code: 'internal_error', message: 'secret' } }), {
        status,
      }),
  );
}

function Reader({ meta }: { meta?: RequestMeta }) {
  const query = useQuery({
    queryKey: ['thing', meta],
    queryFn: () => apiRequest('/api/v1/thing'),
    retry: false,
    meta,
  });
  return <p>{query.status}</p>;
}

function Saver({ meta }: { meta?: RequestMeta }) {
  const mutation = useMutation({
    mutationFn: () => apiRequest('/api/v1/thing', { method: 'POST', body: {} }),
    meta,
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      {mutation.status}
    </button>
  );
}

function withClient(children: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('the query client toasts failures nobody handles', () => {
  let toastError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    toastError = vi.spyOn(toast, 'error');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows "HTTP error! status: 500" when a query fails', async () => {
    vi.stubGlobal('fetch', answering(500));
    render(withClient(<Reader />));
    await screen.findByText('error');
    expect(toastError).toHaveBeenCalledWith('HTTP error! status: 500', expect.anything());
  });

  it('stays quiet for a query whose screen handles its errors', async () => {
    vi.stubGlobal('fetch', answering(500));
    render(withClient(<Reader meta={{ handlesErrors: true }} />));
    await screen.findByText('error');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows the toast for a failed mutation, unless its form handles it', async () => {
    vi.stubGlobal('fetch', answering(503));
    render(withClient(<Saver />));
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('HTTP error! status: 503', expect.anything()),
    );

    toastError.mockClear();
    render(withClient(<Saver meta={{ handlesErrors: true }} />));
    const buttons = screen.getAllByRole('button');
    fireEvent.click(buttons[1]!);
    await waitFor(() => expect(buttons[1]!.textContent).toBe('error'));
    expect(toastError).not.toHaveBeenCalled();
  });
});
