import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import type { Course } from '@slidewise/shared/courses/course';

/**
 * Renders screens in a data router (the course forms use its navigation blocker),
 * with a fresh query client and the toast area.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

/** A fetch stand-in: `answer` gets each call and returns the Response. */
export function fakeFetch(answer: (call: FakeCall) => Response | Promise<Response>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    return answer(call);
  };
  return { fetch, calls };
}

export function json(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const page = (items: Course[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 12,
});
