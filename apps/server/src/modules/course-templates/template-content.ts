import type { RichTextDoc, RichTextNode } from '@slidewise/shared/courses/rich-text';
import type { SlideCreateInput } from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import type { Language } from '@slidewise/shared/i18n/languages';

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
