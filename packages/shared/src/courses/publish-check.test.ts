import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import {
  placeholderCards,
  placeholderInteraction,
  placeholderQuiz,
  publishProblems,
} from './publish-check.js';
import { QUIZ_TYPES } from './quiz.js';
import { flashcardsSchema, quizSchema, type Flashcard, type Quiz } from './slide.js';

const INTERACTIONS = QUIZ_TYPES.filter((type) => type !== 'choice');

const check = (slide: { quiz?: Quiz; cards?: Flashcard[] }) =>
  publishProblems([
    { position: 2, title: '', body: null, quiz: slide.quiz ?? null, cards: slide.cards ?? null },
  ]).map((problem) => problem.code);

describe.each(LANGUAGES)('the placeholders in %s', (language) => {
  it('make slides the server accepts as drafts', () => {
    expect(quizSchema.safeParse(placeholderQuiz(language)).error).toBeUndefined();
    for (const type of INTERACTIONS) {
      expect(quizSchema.safeParse(placeholderInteraction(type, language)).error).toBeUndefined();
    }
    expect(flashcardsSchema.safeParse(placeholderCards(language)).error).toBeUndefined();
  });

  it('are refused at publishing, each with what to replace', () => {
    const refused = (type: (typeof INTERACTIONS)[number]) =>
      check({ quiz: placeholderInteraction(type, language) });
    expect(refused('true_false')).toEqual(['placeholder_question']);
    expect(refused('poll')).toEqual(['placeholder_question', 'placeholder_option']);
    expect(refused('ordering')).toEqual(['placeholder_question', 'placeholder_item']);
    expect(refused('matching')).toEqual(['placeholder_question', 'placeholder_pair']);
    expect(refused('fill_blank')).toEqual(['placeholder_question', 'placeholder_answer']);
    expect(check({ cards: placeholderCards(language) })).toEqual(['placeholder_card']);
  });
});

describe('publishProblems', () => {
  it('names the slide and what to fix', () => {
    const [problem] = publishProblems([
      {
        position: 3,
        title: 'Order',
        body: null,
        quiz: { type: 'ordering', question: 'Which first?', items: ['Wake', 'Item 2', 'Go'] },
      },
    ]);
    expect(problem).toEqual({
      path: 'slides.3',
      code: 'placeholder_item',
      message: 'Slide 3: replace the placeholder items.',
    });
  });

  it('finds one placeholder left among real items, in any language, and passes none', () => {
    const matching = (right: string): Quiz => ({
      type: 'matching',
      question: 'Match them',
      pairs: [
        ['Red', 'Stop'],
        ['Green', right],
      ],
    });
    expect(check({ quiz: matching('第 4 项') })).toEqual(['placeholder_pair']);
    expect(check({ quiz: matching('Go') })).toEqual([]);
    const cards = (back: string) => [
      { front: 'Hola', back: 'Hello' },
      { front: 'Adiós', back },
    ];
    expect(check({ cards: cards('Elemento 4') })).toEqual(['placeholder_card']);
    // A real word that only starts like a placeholder is the author's.
    expect(check({ cards: cards('Item 4 of the list') })).toEqual([]);
  });
});
