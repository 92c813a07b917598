import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCourse } from '../testing/a-course';
import { renderRoutes } from '../testing/render-route';
import { CourseActionsMenu } from './course-actions-menu';

function renderMenu() {
  const actions = { onStatus: vi.fn(), onDuplicate: vi.fn(), onDelete: vi.fn() };
  const course = aCourse({ id: 'c1', title: 'Fire safety', status: 'draft' });
  renderRoutes(
    [{ path: '/courses', element: <CourseActionsMenu course={course} {...actions} /> }],
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
    expect(within(menu).getByRole('menuitem', { name: 'Open' }).getAttribute('href')).toBe(
      '/courses/view/c1',
    );

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    expect(actions.onDuplicate).toHaveBeenCalledOnce();
    expect(actions.onDelete).not.toHaveBeenCalled();
  });
});
