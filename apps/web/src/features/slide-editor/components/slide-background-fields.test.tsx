import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { idleStore, slide } from '../lib/test-slides';
import { SlideBackgroundFields } from './slide-background-fields';

function setup() {
  const store = idleStore([slide('a')]);
  renderWithProviders(
    <SlideBackgroundFields store={store} slideId="a" theme={{ preset: 'slate' }} />,
  );
  const background = () => store.getState().slides.a!.draft.background;
  return { background };
}

describe('SlideBackgroundFields', () => {
  it('takes a readable colour and refuses one under 4.5:1, saying why', () => {
    const { background } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Colour' }));
    const colour = screen.getByLabelText('Background colour');
    fireEvent.change(colour, { target: { value: '#fde68a' } });
    expect(background()).toEqual({ color: '#fde68a' });

    fireEvent.change(colour, { target: { value: '#777777' } });
    expect(background()).toEqual({ color: '#fde68a' });
    expect(screen.getByRole('status').textContent).toContain(
      'Text on #777777 would have a contrast of 4.08:1; body text needs at least 4.5:1.',
    );
    expect(colour.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Theme' }));
    expect(background()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
