import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ChunkLoadError } from '@/lib/chunk-reload';
import { ErrorPage, errorPageKind } from './error-page';

const apiError = (status: number, code: string, retryAfter: number | null = null) =>
  new ApiError({ status, code, message: 'internal detail from the server', retryAfter });

describe('errorPageKind', () => {
  it('gives 401, 404 and 429 their own pages', () => {
    expect(errorPageKind(apiError(401, 'unauthorized'))).toBe(401);
    expect(errorPageKind(apiError(404, 'not_found'))).toBe(404);
    expect(errorPageKind(apiError(429, 'rate_limited'))).toBe(429);
  });

  it('shows the 500 page for server failures, bugs and code that would not load', () => {
    expect(errorPageKind(apiError(503, 'internal_error'))).toBe(500);
    expect(errorPageKind(new TypeError('x is undefined'))).toBe(500);
    expect(errorPageKind(new ChunkLoadError(new Error('gone')))).toBe(500);
  });

  it('shows any other answer as its message', () => {
    expect(errorPageKind(apiError(403, 'forbidden'))).toBe('other');
    expect(errorPageKind(apiError(0, 'network_error'))).toBe('other');
  });
});

function renderPage(ui: React.ReactNode, url = '/courses/view/7?tab=slides') {
  return render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
}

describe('ErrorPage', () => {
  afterEach(() => vi.useRealTimers());

  it('429: counts down to when the person may retry, then says so', () => {
    vi.useFakeTimers({
      now: new Date('2025-03-04T10:00:00'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    renderPage(<ErrorPage kind={429} error={apiError(429, 'rate_limited', 3)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Too many requests');
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 3 seconds.');
    expect(screen.getByText('That is at 10:00:03 AM.')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 1 second.');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('You can try again now.');
  });

  it('429 without Retry-After asks to wait a moment', () => {
    renderPage(<ErrorPage kind={429} error={apiError(429, 'rate_limited')} />);
    expect(screen.getByText('Wait a moment, then try again.')).toBeTruthy();
  });

  it('401: offers to sign in and come back to this page', () => {
    renderPage(<ErrorPage kind={401} />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/courses/view/7?tab=slides')}`,
    );
  });

  it('500: offers a reload and never shows what went wrong inside', () => {
    const onRetry = vi.fn();
    renderPage(<ErrorPage kind={500} error={apiError(500, 'internal_error')} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Something went wrong on our side',
    );
    expect(document.body.textContent).not.toContain('internal detail');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('any other error: its translated message followed by "Something went wrong"', () => {
    renderPage(<ErrorPage kind="other" error={apiError(403, 'forbidden')} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('You are not allowed to do that.');
    expect(heading.nextElementSibling?.textContent).toBe('Something went wrong');
    expect(document.body.textContent).not.toContain('internal detail');
  });
});
