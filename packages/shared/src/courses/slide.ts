import { z } from 'zod';
import { paginationQuerySchema } from '../http/pagination.js';
import { quizSchema } from './quiz.js';
import { isEmbedSrc, richTextDocSchema } from './rich-text.js';
import { hexColourSchema } from './theme.js';

export const SLIDE_KINDS = ['content', 'quiz', 'flashcards'] as const;
export const slideKindSchema = z.enum(SLIDE_KINDS);
export type SlideKind = z.infer<typeof slideKindSchema>;

export const SLIDE_LAYOUTS = [
  'text',
  'title',
  'media-left',
  'media-right',
  'media-full',
  'two-columns',
  'quote',
] as const;
export const slideLayoutSchema = z.enum(SLIDE_LAYOUTS);
export type SlideLayout = z.infer<typeof slideLayoutSchema>;

export { QUIZ_MAX_OPTIONS, QUIZ_MIN_OPTIONS, quizSchema, type Quiz } from './quiz.js';
export const SLIDE_TITLE_MAX = 120;
export const SLIDE_SUBTITLE_MAX = 200;
export const SLIDE_NOTES_MAX = 5000;
export const FLASHCARDS_MIN = 2;
export const FLASHCARDS_MAX = 12;
export const BACKGROUND_DIM_MAX = 80;
/** How dark the veil over a background picture is (percent) until the author sets it. */
export const BACKGROUND_DIM_DEFAULT = 40;

const slideTitle = z.string().trim().max(SLIDE_TITLE_MAX);
const uploadId = z.string().min(1).max(64);

/**
 * A slide's picture or video: an upload of the leader's, or a YouTube/Vimeo embed.
 * The server also requires `alt` when the upload is an image.
 */
export const slideMediaInputSchema = z
  .object({
    uploadId: uploadId.optional(),
    embedUrl: z
      .string()
      .max(300)
      .refine(isEmbedSrc, 'Use a YouTube or Vimeo embed address.')
      .optional(),
    alt: z.string().trim().max(300).optional(),
    caption: z.string().trim().max(300).optional(),
  })
  .superRefine((media, ctx) => {
    if (Boolean(media.uploadId) === Boolean(media.embedUrl)) {
      ctx.addIssue({
        code: 'custom',
        path: ['uploadId'],
        message: 'Give either an uploaded file or an embed address.',
      });
    }
  });

export const slideBackgroundInputSchema = z.object({
  color: hexColourSchema.optional(),
  uploadId: uploadId.optional(),
  dim: z.number().int().min(0).max(BACKGROUND_DIM_MAX).optional(),
});

export const flashcardsSchema = z
  .array(
    z.object({
      front: z.string().trim().min(1).max(300),
      back: z.string().trim().min(1).max(300),
    }),
  )
  .min(FLASHCARDS_MIN)
  .max(FLASHCARDS_MAX);
export type Flashcard = z.infer<typeof flashcardsSchema>[number];

const subtitle = z.string().trim().max(SLIDE_SUBTITLE_MAX);
const notes = z.string().max(SLIDE_NOTES_MAX);

export const slideCreateSchema = z
  .object({
    kind: slideKindSchema,
    layout: slideLayoutSchema.default('text'),
    title: slideTitle.default(''),
    subtitle: subtitle.optional(),
    body: richTextDocSchema.optional(),
    media: slideMediaInputSchema.optional(),
    background: slideBackgroundInputSchema.optional(),
    notes: notes.optional(),
    quiz: quizSchema.optional(),
    cards: flashcardsSchema.optional(),
    /** Insert after this slide; at the end when absent. */
    afterSlideId: z.string().max(64).optional(),
  })
  .superRefine((slide, ctx) => {
    if (slide.kind !== 'quiz' && slide.quiz) {
      ctx.addIssue({ code: 'custom', path: ['quiz'], message: 'Only a quiz slide has a quiz.' });
    }
    if (slide.kind !== 'flashcards' && slide.cards) {
      ctx.addIssue({
        code: 'custom',
        path: ['cards'],
        message: 'Only a flashcards slide has cards.',
      });
    }
    if (slide.kind === 'flashcards' && !slide.cards) {
      ctx.addIssue({ code: 'custom', path: ['cards'], message: 'Add at least two cards.' });
    }
  });
export type SlideCreateInput = z.input<typeof slideCreateSchema>;

/** Absent fields stay as they are; null clears an optional one. */
export const slideUpdateSchema = z.object({
  version: z.number().int().min(1),
  layout: slideLayoutSchema.optional(),
  title: slideTitle.optional(),
  subtitle: subtitle.nullable().optional(),
  body: richTextDocSchema.optional(),
  media: slideMediaInputSchema.nullable().optional(),
  background: slideBackgroundInputSchema.nullable().optional(),
  notes: notes.nullable().optional(),
  quiz: quizSchema.nullable().optional(),
  cards: flashcardsSchema.optional(),
});
export type SlideUpdateInput = z.infer<typeof slideUpdateSchema>;

export const MEDIA_TYPES = ['image', 'video', 'embed'] as const;

/** As served: the stored fields plus the address and type the player needs. */
export const slideMediaSchema = z.object({
  uploadId: z.string().optional(),
  embedUrl: z.string().optional(),
  alt: z.string().optional(),
  caption: z.string().optional(),
  url: z.string(),
  type: z.enum(MEDIA_TYPES),
});
export type SlideMedia = z.infer<typeof slideMediaSchema>;

export const slideBackgroundSchema = z.object({
  color: z.string().optional(),
  uploadId: z.string().optional(),
  imageUrl: z.string().optional(),
  dim: z.number().int().optional(),
});
export type SlideBackground = z.infer<typeof slideBackgroundSchema>;

export const slideSchema = z.object({
  id: z.string(),
  kind: slideKindSchema,
  layout: slideLayoutSchema,
  title: z.string(),
  subtitle: z.string().optional(),
  body: richTextDocSchema.optional(),
  media: slideMediaSchema.optional(),
  background: slideBackgroundSchema.optional(),
  notes: z.string().optional(),
  quiz: quizSchema.optional(),
  cards: z.array(z.object({ front: z.string(), back: z.string() })).optional(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Slide = z.infer<typeof slideSchema>;

export const slideOrderSchema = z.object({ slideIds: z.array(z.string().max(64)).max(5000) });

export const slideListQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
