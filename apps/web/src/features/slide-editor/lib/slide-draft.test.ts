import { describe, expect, it } from 'vitest';
import {
  addOption,
  buildPatch,
  draftFromSlide,
  removeOption,
  setMultiple,
  toggleCorrect,
  type QuizDraft,
} from './slide-draft';
import { linkDoc, quizSlide, slide, textDoc } from './test-slides';

const quiz = (overrides: Partial<QuizDraft> = {}): QuizDraft => ({
  question: 'Which?',
  options: ['A', 'B', 'C'],
  correct: [1],
  multiple: false,
  explanation: '',
  ...overrides,
});

describe('buildPatch', () => {
  it("sends a content slide's title and stored body", () => {
    const draft = { ...draftFromSlide(slide('a')), title: '  Intro ', body: textDoc('Hello') };
    expect(buildPatch('content', draft)).toEqual({
      ok: true,
      patch: { title: 'Intro', body: textDoc('Hello') },
    });
  });

  it('refuses a body the server would refuse, saying why', () => {
    const link = linkDoc('javascript:alert(1)');
    const image = {
      type: 'doc',
      content: [{ type: 'image', attrs: { src: 'https://evil.test/x.png' } }],
    };
    const script = { type: 'doc', content: [{ type: 'script', content: [] }] };
    const draft = draftFromSlide(slide('a'));
    expect(buildPatch('content', { ...draft, body: link })).toEqual({ ok: false, problem: 'link' });
    expect(buildPatch('content', { ...draft, body: image })).toEqual({
      ok: false,
      problem: 'media',
    });
    expect(buildPatch('content', { ...draft, body: script })).toEqual({
      ok: false,
      problem: 'body',
    });
    expect(buildPatch('content', { ...draft, title: 'x'.repeat(121) })).toEqual({
      ok: false,
      problem: 'title',
    });
  });

  it('sends a quiz trimmed, without an empty explanation', () => {
    const draft = {
      ...draftFromSlide(quizSlide('q')),
      quiz: quiz({ question: ' Which? ', options: [' A', 'B ', 'C'] }),
    };
    expect(buildPatch('quiz', draft)).toEqual({
      ok: true,
      patch: {
        title: 'Slide q',
        quiz: { question: 'Which?', options: ['A', 'B', 'C'], correct: [1], multiple: false },
      },
    });
  });

  it.each([
    [{ question: '  ' }, 'question'],
    [{ options: ['A', ' ', 'C'] }, 'option'],
    [{ correct: [] }, 'correct'],
    [{ correct: [0, 1] }, 'correct'],
  ] as const)('names what is missing in a quiz (%o → %s)', (overrides, problem) => {
    const draft = {
      ...draftFromSlide(quizSlide('q')),
      quiz: quiz(overrides as Partial<QuizDraft>),
    };
    expect(buildPatch('quiz', draft)).toEqual({ ok: false, problem });
  });
});

describe('quiz editing', () => {
  it('adds options up to eight and removes down to two', () => {
    let q = quiz({ options: ['A', 'B'] });
    for (let i = 0; i < 10; i++) q = addOption(q, '');
    expect(q.options).toHaveLength(8);
    for (let i = 0; i < 10; i++) q = removeOption(q, 0);
    expect(q.options).toHaveLength(2);
  });

  it('keeps the right answers on the same options when one is removed', () => {
    const q = removeOption(
      quiz({ options: ['A', 'B', 'C', 'D'], correct: [1, 3], multiple: true }),
      1,
    );
    expect(q.options).toEqual(['A', 'C', 'D']);
    expect(q.correct).toEqual([2]);
  });

  it('marks one answer in single mode and toggles in multiple mode', () => {
    expect(toggleCorrect(quiz({ correct: [1] }), 2).correct).toEqual([2]);
    const multi = quiz({ multiple: true, correct: [1] });
    expect(toggleCorrect(multi, 0).correct).toEqual([0, 1]);
    expect(toggleCorrect(multi, 1).correct).toEqual([]);
  });

  it('keeps the first right answer when switching to a single answer', () => {
    expect(setMultiple(quiz({ multiple: true, correct: [0, 2] }), false)).toMatchObject({
      multiple: false,
      correct: [0],
    });
  });
});
