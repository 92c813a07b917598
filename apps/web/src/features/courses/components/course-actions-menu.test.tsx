import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusRescue } from '@/app/layouts/use-focus-rescue';
import { aCourse } from '../testing/a-course';
import { renderRoutes } from '../testing/render-route';
import { CourseActionsMenu } from './course-actions-menu';

/** The menu on a page of the app: a heading, and the rescue that catches focus dropped. */
function Page({ children }: { children: ReactNode }) {
  useFocusRescue();
  return (
    <main id="main">
      <h1>Courses</h1>
      {children}
    </main>
  );
}

function renderMenu() {
  const actions = { onStatus: vi.fn(), onDuplicate: vi.fn(), onDelete: vi.fn() };
  const course = aCourse({ id: 'c1', title: 'Fire safety', status: 'draft' });
  renderRoutes(
    [
      {
        path: '/courses',
        element: (
          <Page>
            <CourseActionsMenu course={course} {...actions} />
          </Page>
        ),
      },
    ],
    '/courses',
  );
  return actions;
}

describe('CourseActionsMenu', () => {
  it('is a plain button until opened, then the menu opens from the keyboard on its first item', async () => {
    const actions = renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for Fire safety' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    // Focus goes from the plain button to the menu's, never by the page (nor its heading)
    // while the menu's code loads and its button replaces the plain one.
    const focused: string[] = [];
    document.addEventListener('focusin', (event) =>
      focused.push((event.target as HTMLElement).tagName),
    );
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    // Radix's own button (aria-hidden while the modal menu is open) has the plain one's name and look.
    const trigger = document.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
    expect(trigger.getAttribute('aria-label')).toBe('Actions for Fire safety');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.className).toBe(button.className);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]),
    );
    expect(focused).not.toContain('H1');
    expect(focused.slice(0, 2)).toEqual(['BUTTON', 'BUTTON']);
    expect(within(menu).getByRole('menuitem', { name: 'Open' }).getAttribute('href')).toBe(
      '/courses/view/c1',
    );

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    expect(actions.onDuplicate).toHaveBeenCalledOnce();
    expect(actions.onDelete).not.toHaveBeenCalled();
  });
});
