import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress';

function renderRoutes(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/redirect', element: <Navigate to="/start" replace /> },
          {
            path: '/start',
            element: (
              <main>
                <h1>Start</h1>
                <Link to="/start?tab=2">Same page, other tab</Link>
                <Link to="/next">Next</Link>
              </main>
            ),
          },
          {
            path: '/next',
            element: (
              <main>
                <h1>Next page</h1>
              </main>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// Order matters: the first test runs before any key or pointer was pressed.
describe('focus after navigation', () => {
  it('leaves focus alone on the first load, redirects included', async () => {
    const router = renderRoutes('/redirect');
    await screen.findByRole('heading', { name: 'Start' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new page’s h1 after the person navigates', async () => {
    renderRoutes('/start');
    const link = await screen.findByRole('link', { name: 'Next' });
    fireEvent.pointerDown(link);
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Next page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('does not move focus when only the query changes', async () => {
    const router = renderRoutes('/start');
    const link = await screen.findByRole('link', { name: 'Same page, other tab' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(document.activeElement).toBe(link);
  });
});
