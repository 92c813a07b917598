import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LearnerSlide, ProgressState } from '@slidewise/shared/learning/player';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { SlidePlayer, type ProgressEvent } from './slide-player';
import { INITIAL_TRAINING_STATE } from '@slidewise/shared/learning/certification';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

function slide(overrides: Partial<LearnerSlide> & { id: string }): LearnerSlide {
  return {
    kind: 'content',
    layout: 'text',
    title: `Title ${overrides.id}`,
    viewed: false,
    answer: null,
    feedback: null,
    ...overrides,
  };
}

const SLIDES: LearnerSlide[] = [
  slide({ id: 's1', title: 'Welcome', body: doc('Hello there.') }),
  slide({
    id: 's2',
    kind: 'quiz',
    title: 'Check',
    quiz: { question: 'Which colour is the sky?', options: ['Green', 'Blue'], multiple: false },
  }),
  slide({ id: 's3', title: 'Wrap-up', body: doc('Well done.') }),
];

/** The slides with the question answered right before; `others` changes the rest. */
const answeredBefore = (others: (s: LearnerSlide) => LearnerSlide = (s) => s) =>
  SLIDES.map((s) =>
    s.id === 's2'
      ? {
          ...s,
          viewed: true,
          answer: [1],
          feedback: { correct: true, correctOptions: [1], explanation: null },
        }
      : others(s),
  );

function state(overrides: Partial<ProgressState> = {}): ProgressState {
  return {
    ...INITIAL_TRAINING_STATE,
    status: 'in_progress',
    progress: 33,
    score: null,
    completedAt: null,
    lastSlideId: null,
    feedback: null,
    ...overrides,
  };
}

const heading = () => screen.getByRole('heading', { level: 2 });

describe('SlidePlayer', () => {
  it('shows one slide at a time with its position, and posts each slide as it is reached', async () => {
    const onProgress = vi.fn(async (event: ProgressEvent) => state({ lastSlideId: event.slideId }));
    renderWithProviders(
      <SlidePlayer slides={SLIDES} language="en" mode="learner" onProgress={onProgress} />,
    );

    expect(heading().textContent).toBe('Welcome');
    expect(screen.getByText('Hello there.')).toBeTruthy();
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await waitFor(() => expect(onProgress).toHaveBeenCalledWith({ slideId: 's1' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading().textContent).toBe('Check');
    expect(screen.getByText('Slide 2 of 3')).toBeTruthy();
    await waitFor(() => expect(onProgress).toHaveBeenCalledWith({ slideId: 's2' }));
  });

  it('answering a quiz shows the server verdict and explanation, and locks the answer', async () => {
    const onProgress = vi.fn(async (event: ProgressEvent) =>
      event.answer
        ? state({
            score: 0,
            feedback: { correct: false, correctOptions: [1], explanation: 'Rayleigh scattering.' },
          })
        : state(),
    );
    renderWithProviders(
      <SlidePlayer
        slides={SLIDES}
        language="en"
        mode="learner"
        initialSlideId="s2"
        onProgress={onProgress}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Submit answer' });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Choose an answer first.');

    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    fireEvent.click(submit);

    expect(await screen.findByText('Not quite.')).toBeTruthy();
    expect(onProgress).toHaveBeenCalledWith({ slideId: 's2', answer: [0] });
    expect(screen.getByText('The correct answer is: Blue')).toBeTruthy();
    expect(screen.getByText('Rayleigh scattering.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Green/ }).matches(':disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: /Green/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows an answer given before as locked, with its verdict', () => {
    const answered = answeredBefore();
    renderWithProviders(
      <SlidePlayer
        slides={answered}
        language="en"
        mode="learner"
        initialSlideId="s2"
        onProgress={async () => state()}
      />,
    );
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Blue/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
  });

  it('turns slides with the arrow keys, which follow the interface, not the course', () => {
    const { unmount } = renderWithProviders(
      <SlidePlayer slides={SLIDES} language="en" mode="preview" />,
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(heading().textContent).toBe('Check');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(heading().textContent).toBe('Welcome');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(heading().textContent).toBe('Welcome');
    unmount();

    // An Arabic course in the English interface: only the slide reads right-to-left.
    const { container } = renderWithProviders(
      <SlidePlayer slides={SLIDES} language="ar" mode="preview" />,
    );
    expect(screen.getByRole('article').getAttribute('dir')).toBe('rtl');
    expect(container.querySelectorAll('[dir="rtl"]')).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(heading().textContent).toBe('Check');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(heading().textContent).toBe('Welcome');
  });

  it("moves focus to the new slide's heading after a turn, not on the first slide", () => {
    renderWithProviders(<SlidePlayer slides={SLIDES} language="en" mode="preview" />);
    expect(document.activeElement).not.toBe(heading());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading().textContent).toBe('Check');
    expect(document.activeElement).toBe(heading());
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('Welcome');
  });

  it('leaves the arrow keys to the quiz options', () => {
    renderWithProviders(
      <SlidePlayer slides={SLIDES} language="en" mode="preview" initialSlideId="s2" />,
    );
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Green' }), { key: 'ArrowRight' });
    expect(heading().textContent).toBe('Check');
  });

  it('turns slides with a sideways swipe', () => {
    renderWithProviders(<SlidePlayer slides={SLIDES} language="en" mode="preview" />);
    const article = screen.getByRole('article');
    fireEvent.pointerDown(article, {
      pointerType: 'touch',
      pointerId: 1,
      isPrimary: true,
      clientX: 300,
      clientY: 100,
    });
    fireEvent.pointerUp(article, {
      pointerType: 'touch',
      pointerId: 1,
      clientX: 200,
      clientY: 110,
    });
    expect(heading().textContent).toBe('Check');
  });

  it('grades a preview locally and sends nothing', async () => {
    const onProgress = vi.fn(async () => state());
    const onExit = vi.fn();
    renderWithProviders(
      <SlidePlayer
        slides={SLIDES}
        language="en"
        mode="preview"
        initialSlideId="s2"
        onProgress={onProgress}
        previewAnswers={{ s2: { correct: [1], explanation: 'It scatters blue light.' } }}
        onExit={onExit}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.getByText('It scatters blue light.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    // s1 was never shown in this preview: it is still to view.
    expect(screen.getByRole('heading', { name: 'Almost there' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(heading().textContent).toBe('Welcome');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'End of the preview' })).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(onExit).toHaveBeenCalled();
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('ends on a completion screen with the server score and a way back to My learning', async () => {
    const onProgress = vi.fn(async (event: ProgressEvent) =>
      event.slideId === 's3'
        ? state({
            status: 'completed',
            progress: 100,
            score: 100,
            completedAt: '2026-01-01T00:00:00Z',
          })
        : state(),
    );
    const viewed = answeredBefore((s) => ({ ...s, viewed: true }));
    renderWithProviders(
      <SlidePlayer
        slides={viewed}
        language="en"
        mode="learner"
        initialSlideId="s3"
        onProgress={onProgress}
      />,
    );
    await waitFor(() => expect(onProgress).toHaveBeenCalledWith({ slideId: 's3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const title = await screen.findByRole('heading', { name: 'Course completed' });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My learning' }).getAttribute('href')).toBe(
      '/learn',
    );
  });

  it('keeps the position and retries when the network fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let online = false;
      const onProgress = vi.fn(async () => {
        if (!online) throw new ApiError({ status: 0, code: 'network_error', message: 'offline' });
        return state();
      });
      renderWithProviders(
        <SlidePlayer slides={SLIDES} language="en" mode="learner" onProgress={onProgress} />,
      );
      expect(await screen.findByText(/Connection lost/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(heading().textContent).toBe('Check');

      online = true;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(screen.queryByText(/Connection lost/)).toBeNull());
      const sent = onProgress.mock.calls.map(
        (call) => (call as unknown as [ProgressEvent])[0].slideId,
      );
      expect(sent.filter((id) => id === 's2')).toHaveLength(1);
      expect(sent.at(-1)).toBe('s2');
      expect(heading().textContent).toBe('Check');
    } finally {
      vi.useRealTimers();
    }
  });

  it('names an untitled fill-in question still to answer by its text, with blanks', () => {
    const slides = [
      SLIDES[0]!,
      slide({
        id: 'f',
        kind: 'quiz',
        title: '',
        quiz: { type: 'fill_blank', question: 'Fire {1} are red.', blanks: 1 },
      }),
    ];
    renderWithProviders(<SlidePlayer slides={slides} language="en" mode="preview" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'Almost there' })).toBeTruthy();
    const left = screen.getByRole('button', { name: /Fire/ });
    expect(left.textContent).toContain('Fire ___ are red.');
    expect(left.textContent).not.toContain('{1}');
  });

  it("marks the interface's words in a slide with its language and direction, the course's with the course's", async () => {
    // An Arabic course in the English interface.
    renderWithProviders(
      <SlidePlayer
        slides={SLIDES}
        language="ar"
        mode="preview"
        initialSlideId="s2"
        previewAnswers={{ s2: { correct: [1], explanation: 'Rayleigh scattering.' } }}
      />,
    );
    const langOf = (element: Element) => {
      const marked = element.closest('[lang]')!;
      return {
        lang: marked.getAttribute('lang'),
        dir: element.closest('[dir]')?.getAttribute('dir'),
      };
    };
    const english = { lang: 'en', dir: 'ltr' };
    const arabic = { lang: 'ar', dir: 'rtl' };
    expect(langOf(screen.getByText('Which colour is the sky?'))).toEqual(arabic);
    expect(langOf(screen.getByText('Choose one answer.'))).toEqual(english);
    expect(langOf(screen.getByRole('button', { name: 'Submit answer' }))).toEqual(english);

    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(langOf(await screen.findByText('Not quite.'))).toEqual(english);
    expect(langOf(screen.getByText('Why:'))).toEqual(english);
    const explanation = screen.getByText('Rayleigh scattering.');
    expect(explanation.getAttribute('lang')).toBe('ar');
    expect(explanation.getAttribute('dir')).toBe('auto');
  });

  it('renders the slide content in the course language', () => {
    renderWithProviders(<SlidePlayer slides={SLIDES} language="ar" mode="preview" />);
    const article = screen.getByRole('article');
    expect(article.getAttribute('lang')).toBe('ar');
    expect(within(article).getByText('Hello there.')).toBeTruthy();
  });
});
