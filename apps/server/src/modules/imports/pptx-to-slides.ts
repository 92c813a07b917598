import type { RichTextDoc, RichTextNode } from '@slidewise/shared/courses/rich-text';
import type { Language } from '@slidewise/shared/i18n/languages';
import type {
  ImportedParagraph,
  ImportedPicture,
  ImportedRun,
  ImportedSlide,
} from './pptx-reader.js';

export type ImportedLayout = 'text' | 'title' | 'media-left' | 'media-right' | 'media-full';

/** One slide to create, before its picture is stored. */
export interface SlideDraft {
  number: number;
  layout: ImportedLayout;
  title: string;
  subtitle: string;
  body: RichTextDoc;
  /** The slide's media (media layouts), or pictures that go into the body. */
  media?: ImportedPicture;
  inlinePictures: ImportedPicture[];
  notes: string;
  report: string[];
  /** Work left for the job (rendering a PDF page), done just before the slide is stored. */
  load?: () => Promise<void>;
}

/** Chooses each slide's layout from what it holds, and turns its text into rich text. */
export function toSlideDrafts(slides: ImportedSlide[], includeHidden = false): SlideDraft[] {
  return slides
    .filter((s) => includeHidden || !s.hidden)
    .map((slide) => {
      const hasText = slide.blocks.length > 0;
      const [first, ...others] = slide.pictures;
      let layout: ImportedLayout = 'text';
      let media: ImportedPicture | undefined;
      if (first && others.length === 0) {
        media = first;
        if (!hasText) layout = 'media-full';
        else
          layout = first.x + first.width / 2 < slide.slideWidth / 2 ? 'media-left' : 'media-right';
      } else if (!hasText && !first && (slide.title || slide.subtitle)) {
        layout = 'title';
      }
      return {
        number: slide.number,
        layout,
        title: slide.title.slice(0, 120),
        subtitle: slide.subtitle,
        body: toRichText(slide),
        media,
        inlinePictures: media ? [] : slide.pictures,
        notes: slide.notes,
        report: slide.skipped.map((s) =>
          s.text ? `${s.what} not converted; its text: ${s.text}` : `${s.what} not converted`,
        ),
      };
    });
}

function toRichText(slide: ImportedSlide): RichTextDoc {
  const content: RichTextNode[] = [];
  let lists: { node: RichTextNode; level: number }[] = [];
  for (const block of slide.blocks) {
    if (block.kind === 'table') {
      lists = [];
      // The editor has no tables: each row becomes a line, the header row bold.
      block.rows.forEach((row, i) => {
        const text = row.join(' | ');
        if (text.trim())
          content.push(paragraph([{ text, ...(i === 0 ? { bold: true as const } : {}) }]));
      });
      continue;
    }
    if (!block.list) {
      lists = [];
      content.push(paragraph(block.runs));
      continue;
    }
    appendListItem(content, lists, block);
  }
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

/**
 * Adds a list item at its level: a deeper level opens a list inside the last item
 * above it, a shallower one returns to its parent, as PowerPoint's levels nest.
 */
function appendListItem(
  content: RichTextNode[],
  lists: { node: RichTextNode; level: number }[],
  block: ImportedParagraph,
) {
  const type = block.list === 'number' ? 'orderedList' : 'bulletList';
  while (lists.length && lists.at(-1)!.level > block.level) lists.pop();
  let top = lists.at(-1);
  if (top && top.level === block.level && top.node.type !== type) {
    lists.pop();
    top = lists.at(-1);
  }
  if (!top || top.level < block.level) {
    const list: RichTextNode = { type, content: [] };
    const parentItem = top?.node.content?.at(-1);
    if (parentItem) parentItem.content!.push(list);
    else content.push(list);
    top = { node: list, level: block.level };
    lists.push(top);
  }
  top.node.content!.push({ type: 'listItem', content: [paragraph(block.runs)] });
}

function paragraph(runs: ImportedRun[]): RichTextNode {
  const nodes: RichTextNode[] = [];
  for (const run of runs) {
    if (run.text === '\n') {
      nodes.push({ type: 'hardBreak' });
      continue;
    }
    const marks: NonNullable<RichTextNode['marks']> = [];
    if (run.bold) marks.push({ type: 'bold' });
    if (run.italic) marks.push({ type: 'italic' });
    if (run.underline) marks.push({ type: 'underline' });
    if (run.href)
      marks.push({
        type: 'link',
        attrs: { href: run.href, target: '_blank', rel: 'noopener noreferrer nofollow' },
      });
    nodes.push({
      type: 'text',
      text: run.text.slice(0, 20_000),
      ...(marks.length ? { marks } : {}),
    });
  }
  return { type: 'paragraph', ...(nodes.length ? { content: nodes } : {}) };
}

/**
 * One slide per PDF page: the page as a full-bleed picture (alt text from its
 * text) and its text in the author notes, so the leader can rebuild it as text.
 */
export function pdfPageDrafts(
  pages: number,
  render: (page: number) => Promise<{ png: Buffer; text: string }>,
): SlideDraft[] {
  return Array.from({ length: pages }, (_, i) => {
    const draft: SlideDraft = {
      number: i + 1,
      layout: 'media-full',
      title: '',
      subtitle: '',
      body: { type: 'doc', content: [{ type: 'paragraph' }] },
      inlinePictures: [],
      notes: '',
      report: [],
      async load() {
        const { png, text } = await render(i + 1);
        const firstLine =
          text
            .split('\n')
            .find((line) => line.trim())
            ?.trim() ?? '';
        draft.title = firstLine.slice(0, 120);
        draft.notes = text;
        const alt = text.replace(/\s+/g, ' ').trim().slice(0, 300) || `Page ${i + 1}`;
        draft.media = { data: png, name: `page-${i + 1}.png`, alt, x: 0, width: 0 };
      },
    };
    return draft;
  });
}

/** The words of a rich-text node, space-separated. */
export function plainText(node: RichTextNode): string {
  return [node.text ?? '', ...(node.content ?? []).map(plainText)].filter(Boolean).join(' ');
}

/** The course language, from the scripts and words the deck is written in. */
export function guessLanguage(texts: string[]): Language {
  const text = texts.join(' ');
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  const arabic = count(/[\u0600-\u06ff]/g);
  const chinese = count(/[\u4e00-\u9fff]/g);
  const latin = count(/[a-z]/gi);
  if (arabic > latin && arabic >= chinese) return 'ar';
  if (chinese * 2 > latin) return 'zh-cn';
  const spanish = count(/\b(el|la|los|las|que|de|y|para|con|una?|por)\b/gi) + count(/[ñ¿¡]/g) * 3;
  const english = count(/\b(the|and|of|to|for|with|is|are|a|an|your)\b/gi);
  return spanish > english ? 'es' : 'en';
}
