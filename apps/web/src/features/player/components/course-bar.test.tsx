import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LearnerSlide } from '@slidewise/shared/learning/player';
import { renderWithProviders } from '@/test/render-with-providers';
import { SlidePlayer } from './slide-player';

const SLIDES: LearnerSlide[] = Array.from({ length: 12 }, (_, at) => ({
  id: `s${at + 1}`,
  kind: 'content',
  layout: 'text',
  title: `Part ${at + 1}`,
  viewed: false,
  answer: null,
  feedback: null,
}));

// No spaces: it must wrap or be cut short rather than widen a phone's page.
const TITLE = 'Arbeitsplatzsicherheitsgrundlagenschulungfürneuemitarbeiter';

function renderPlayer(message?: string) {
  renderWithProviders(
    <SlidePlayer
      slides={SLIDES}
      language="es"
      mode="preview"
      initialSlideId="s3"
      heading={{
        title: TITLE,
        titleId: 'course-title',
        back: { to: '/learn', label: 'My learning' },
        details: <p>Assigned by Sam</p>,
        message: message && <blockquote>{message}</blockquote>,
      }}
    />,
  );
}

/** What assistive technology reads of an element: its text without the aria-hidden parts. */
function spokenText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

describe('the course bar above the slide', () => {
  it('keeps the whole course title as the one h1, in the course language', () => {
    renderPlayer();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    const [title] = headings as [HTMLElement];
    expect(title.textContent).toBe(TITLE);
    expect(title.id).toBe('course-title');
    expect(title.getAttribute('title')).toBe(TITLE);
    expect(title.className).toContain('wrap-anywhere');
  });

  it("reads the title in its own language and direction inside a heading that keeps the interface's", () => {
    renderPlayer();
    const heading = screen.getByRole('heading', { level: 1 });
    // No direction of its own: the heading starts at the interface's start edge.
    expect(heading.closest('[dir]')).toBeNull();
    const title = within(heading).getByText(TITLE);
    expect(title.getAttribute('lang')).toBe('es');
    expect(title.getAttribute('dir')).toBe('auto');
  });

  it('still says "Slide 3 of 12" to a screen reader where phones show "3 / 12"', () => {
    renderPlayer();
    const short = screen.getByText('3 / 12');
    expect(short.getAttribute('aria-hidden')).toBe('true');
    const live = short.closest('[aria-live="polite"]');
    expect(live && spokenText(live)).toBe('Slide 3 of 12');
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('3');
    expect(progress.getAttribute('aria-valuetext')).toBe('Slide 3 of 12');
  });

  it('offers the details behind a toggle that says whether they are shown', () => {
    renderPlayer();
    const toggle = screen.getByRole('button', { name: 'About this course' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details?.textContent).toContain('Assigned by Sam');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the leader’s message in view on a phone, outside the folded details', () => {
    renderPlayer('Welcome aboard.');
    const toggle = screen.getByRole('button', { name: 'About this course' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    const message = screen.getByText('Welcome aboard.');
    expect(details.contains(message)).toBe(false);
    // Nothing around it is hidden on small screens, as the folded details are.
    let shown = true;
    for (let at: Element | null = message; at; at = at.parentElement)
      if (at.className.toString().includes('max-sm:hidden')) shown = false;
    expect(shown).toBe(true);
    expect(details.className).toContain('max-sm:hidden');
  });

  it('reaches back, then the details, then the slide by keyboard, in that order', () => {
    renderPlayer();
    const back = screen.getByRole('link', { name: 'My learning' });
    expect(back.getAttribute('href')).toBe('/learn');
    const toggle = screen.getByRole('button', { name: 'About this course' });
    const next = screen.getByRole('button', { name: 'Next' });
    const follows = (a: Element, b: Element) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(back, toggle)).toBe(true);
    expect(follows(toggle, screen.getByRole('article'))).toBe(true);
    expect(follows(screen.getByRole('article'), next)).toBe(true);
  });
});
