import { z } from 'zod';

/**
 * Slide bodies are TipTap (ProseMirror) JSON documents. Only the nodes, marks and
 * attributes below are accepted: no raw HTML, no scripts, no `javascript:` links,
 * no unknown node types. Server and editor share this one definition.
 */

export const MAX_BODY_BYTES = 200_000;
export const UPLOAD_URL_PATTERN = /^\/api\/v1\/uploads\/[\w-]{1,64}$/;

const YOUTUBE =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{6,20}(\?[\w=&%-]*)?$/;
const VIMEO = /^https:\/\/player\.vimeo\.com\/video\/\d{3,12}(\?[\w=&%-]*)?$/;

/** Whether `src` is an embed address the player may frame (YouTube or Vimeo). */
export const isEmbedSrc = (src: string): boolean => YOUTUBE.test(src) || VIMEO.test(src);

/** Turns a pasted YouTube or Vimeo address into its embed URL, or null when it is neither. */
export function toEmbedUrl(input: string): { provider: 'youtube' | 'vimeo'; src: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return /^[\w-]{6,20}$/.test(id)
      ? { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      url.searchParams.get('v') ?? /^\/(embed|shorts)\/([\w-]{6,20})/.exec(url.pathname)?.[2];
    return id && /^[\w-]{6,20}$/.test(id)
      ? { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /\/(?:video\/)?(\d{3,12})/.exec(url.pathname)?.[1];
    return id ? { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}` } : null;
  }
  return null;
}

const safeHref = z
  .string()
  .max(2000)
  .refine((href) => /^(https?:\/\/|mailto:)/i.test(href), {
    message: 'Links must be http(s) or mailto.',
  });

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }).strict(),
  z.object({ type: z.literal('italic') }).strict(),
  z.object({ type: z.literal('underline') }).strict(),
  z.object({ type: z.literal('strike') }).strict(),
  z.object({ type: z.literal('code') }).strict(),
  z
    .object({
      type: z.literal('link'),
      attrs: z
        .object({
          href: safeHref,
          target: z.enum(['_blank']).nullable().optional(),
          rel: z.string().max(100).nullable().optional(),
          class: z.null().optional(),
        })
        .strict(),
    })
    .strict(),
]);

const textAlign = z.enum(['left', 'center', 'right', 'justify']).nullable().optional();

const textNode = z
  .object({
    type: z.literal('text'),
    text: z.string().min(1).max(20_000),
    marks: z.array(markSchema).max(10).optional(),
  })
  .strict();

export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
};

const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    textNode,
    z
      .object({
        type: z.literal('paragraph'),
        attrs: z.object({ textAlign }).strict().optional(),
        content: inline,
      })
      .strict(),
    z
      .object({
        type: z.literal('heading'),
        attrs: z
          .object({
            level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
            textAlign,
          })
          .strict(),
        content: inline,
      })
      .strict(),
    z.object({ type: z.literal('bulletList'), content: z.array(nodeSchema).max(500) }).strict(),
    z
      .object({
        type: z.literal('orderedList'),
        attrs: z
          .object({ start: z.number().int().min(0).max(10_000), type: z.null().optional() })
          .strict()
          .optional(),
        content: z.array(nodeSchema).max(500),
      })
      .strict(),
    z.object({ type: z.literal('listItem'), content: z.array(nodeSchema).max(100) }).strict(),
    z.object({ type: z.literal('blockquote'), content: z.array(nodeSchema).max(100) }).strict(),
    z
      .object({
        type: z.literal('codeBlock'),
        attrs: z
          .object({ language: z.string().max(30).nullable() })
          .strict()
          .optional(),
        content: z
          .array(textNode.omit({ marks: true }).strict())
          .max(1)
          .optional(),
      })
      .strict(),
    z.object({ type: z.literal('hardBreak') }).strict(),
    z.object({ type: z.literal('horizontalRule') }).strict(),
    z
      .object({
        type: z.literal('image'),
        attrs: z
          .object({
            src: z.string().regex(UPLOAD_URL_PATTERN, 'Images must be uploaded.'),
            alt: z.string().max(300).nullable().optional(),
            title: z.string().max(300).nullable().optional(),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        type: z.literal('videoEmbed'),
        attrs: z
          .object({
            provider: z.enum(['youtube', 'vimeo']),
            src: z.string().max(300),
          })
          .strict()
          .refine((a) => (a.provider === 'youtube' ? YOUTUBE : VIMEO).test(a.src), {
            message: 'Videos can be embedded from YouTube or Vimeo only.',
          }),
      })
      .strict(),
    z
      .object({
        type: z.literal('video'),
        attrs: z
          .object({ src: z.string().regex(UPLOAD_URL_PATTERN, 'Videos must be uploaded.') })
          .strict(),
      })
      .strict(),
  ]),
);

const inline = z.array(nodeSchema).max(2000).optional();

export const richTextDocSchema = z
  .object({ type: z.literal('doc'), content: z.array(nodeSchema).max(1000) })
  .strict()
  .refine((doc) => JSON.stringify(doc).length <= MAX_BODY_BYTES, {
    message: 'The slide is too large.',
  });
export type RichTextDoc = z.infer<typeof richTextDocSchema>;

export const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The words a learner reads, for the estimated duration. */
export function countWords(node: RichTextNode): number {
  const own = node.text ? node.text.split(/\s+/u).filter(Boolean).length : 0;
  return own + (node.content ?? []).reduce((sum, child) => sum + countWords(child), 0);
}

export function countVideos(node: RichTextNode): number {
  const own = node.type === 'videoEmbed' || node.type === 'video' ? 1 : 0;
  return own + (node.content ?? []).reduce((sum, child) => sum + countVideos(child), 0);
}
