import { fireEvent, render, screen } from '@testing-library/react';
import { Bold, Italic, Link } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { RovingToolbar, ToolbarButton } from './roving-toolbar';

function setup() {
  const actions = { bold: vi.fn(), italic: vi.fn(), link: vi.fn() };
  render(
    <RovingToolbar label="Formatting">
      <ToolbarButton label="Bold" icon={Bold} onClick={actions.bold} />
      <ToolbarButton label="Italic" icon={Italic} disabled onClick={actions.italic} />
      <ToolbarButton label="Link" icon={Link} onClick={actions.link} />
    </RovingToolbar>,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { actions, button };
}

const tabStops = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0)
    .map((b) => b.title);

describe('RovingToolbar', () => {
  it('has one tab stop; arrows move between enabled buttons and never act', () => {
    const { actions, button } = setup();
    expect(tabStops()).toEqual(['Bold']);
    button('Bold').focus();
    fireEvent.keyDown(button('Bold'), { key: 'ArrowRight' });
    // Italic is disabled: skipped.
    expect(document.activeElement).toBe(button('Link'));
    expect(tabStops()).toEqual(['Link']);
    fireEvent.keyDown(button('Link'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Bold'));
    fireEvent.keyDown(button('Bold'), { key: 'End' });
    expect(document.activeElement).toBe(button('Link'));
    fireEvent.keyDown(button('Link'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('Bold'));
    expect(Object.values(actions).every((action) => action.mock.calls.length === 0)).toBe(true);
  });

  it('acts on the focused button only when it is pressed', () => {
    const { actions, button } = setup();
    fireEvent.click(button('Link'));
    expect(actions.link).toHaveBeenCalledTimes(1);
    expect(actions.bold).not.toHaveBeenCalled();
  });
});
