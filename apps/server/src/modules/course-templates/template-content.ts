import type { RichTextDoc, RichTextNode } from '@slidewise/shared/courses/rich-text';
import type { SlideCreateInput, SlideLayout } from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { LANGUAGES, type Language } from '@slidewise/shared/i18n/languages';

/** A starter slide, in the shape a leader would send to `POST /courses/{id}/slides`. */
export type TemplateSlide = Omit<SlideCreateInput, 'afterSlideId'>;

/** One template written in one language. */
export interface TemplateCourse {
  title: string;
  description: string;
  slides: TemplateSlide[];
}

/**
 * A starter course: the same slides (layouts, interactions, right answers) written in
 * every supported language, so a course started from it reads naturally in any of them.
 */
export interface CourseTemplateDefinition {
  id: string;
  theme: CourseTheme;
  content: Record<Language, TemplateCourse>;
}

const text = (value: string): RichTextNode => ({ type: 'text', text: value });

export const paragraph = (value: string): RichTextNode => ({
  type: 'paragraph',
  content: [text(value)],
});

export const bullets = (items: readonly string[]): RichTextNode => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
});

export const steps = (items: readonly string[]): RichTextNode => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
});

/** A slide body from paragraphs (strings) and lists. */
export const doc = (...blocks: (string | RichTextNode)[]): RichTextDoc => ({
  type: 'doc',
  content: blocks.map((block) => (typeof block === 'string' ? paragraph(block) : block)),
});

type Pair = readonly string[];
/** A question slide's texts in one language. */
interface QuestionText {
  title: string;
  question: string;
  explanation?: string;
}

const quizSlide = (title: string, quiz: TemplateSlide['quiz']): TemplateSlide => ({
  kind: 'quiz',
  title,
  quiz,
});

/**
 * The slides a template is made of, each from its texts in one language; the layout,
 * the kind and the right answers stay the same in every language.
 */
export const slides = {
  title: (t: { title: string; subtitle: string; notes?: string }): TemplateSlide => ({
    kind: 'content',
    layout: 'title',
    ...t,
  }),
  content: (
    layout: SlideLayout,
    t: { title: string; subtitle?: string; notes?: string },
    ...blocks: (string | RichTextNode)[]
  ): TemplateSlide => ({
    kind: 'content',
    layout,
    title: t.title,
    body: doc(...blocks),
    ...(t.subtitle ? { subtitle: t.subtitle } : {}),
    ...(t.notes ? { notes: t.notes } : {}),
  }),
  flashcards: (t: { title: string; cards: readonly Pair[] }): TemplateSlide => ({
    kind: 'flashcards',
    layout: 'text',
    title: t.title,
    cards: t.cards.map(([front, back]) => ({ front: front!, back: back! })),
  }),
  choice: (
    t: QuestionText & { options: string[] },
    correct: number[],
    multiple = false,
  ): TemplateSlide =>
    quizSlide(t.title, { type: 'choice', ...question(t), options: t.options, correct, multiple }),
  poll: (t: QuestionText & { options: string[] }): TemplateSlide =>
    quizSlide(t.title, { type: 'poll', ...question(t), options: t.options, multiple: false }),
  matching: (t: QuestionText & { pairs: readonly Pair[] }): TemplateSlide =>
    quizSlide(t.title, {
      type: 'matching',
      ...question(t),
      pairs: t.pairs.map(([left, right]) => [left!, right!] as [string, string]),
    }),
  ordering: (t: QuestionText & { items: string[] }): TemplateSlide =>
    quizSlide(t.title, { type: 'ordering', ...question(t), items: t.items }),
  trueFalse: (t: QuestionText, correct: boolean): TemplateSlide =>
    quizSlide(t.title, { type: 'true_false', ...question(t), correct }),
  fillBlank: (t: QuestionText & { accepted: string[] }): TemplateSlide =>
    quizSlide(t.title, { type: 'fill_blank', ...question(t), blanks: [{ accepted: t.accepted }] }),
};

/** A question and, when it has one, its explanation. */
function question(t: QuestionText) {
  return { question: t.question, ...(t.explanation ? { explanation: t.explanation } : {}) };
}

/** A starter course from its texts in every language and the slides made of them. */
export function courseTemplate<T extends { title: string; description: string }>(
  id: string,
  theme: CourseTheme,
  texts: Record<Language, T>,
  slidesOf: (t: T) => TemplateSlide[],
): CourseTemplateDefinition {
  const content = Object.fromEntries(
    LANGUAGES.map((language) => {
      const t = texts[language];
      return [language, { title: t.title, description: t.description, slides: slidesOf(t) }];
    }),
  ) as Record<Language, TemplateCourse>;
  return { id, theme, content };
}
