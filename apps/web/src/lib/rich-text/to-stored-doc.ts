import type { RichTextDoc, RichTextNode } from '@slidewise/shared/courses/rich-text';

/** Attributes worth keeping, per node and mark type; the rest are TipTap's own. */
const NODE_ATTRS: Record<string, readonly string[]> = {
  paragraph: ['textAlign'],
  heading: ['level', 'textAlign'],
  orderedList: ['start'],
  codeBlock: ['language'],
  image: ['src', 'alt', 'title'],
  videoEmbed: ['provider', 'src'],
  video: ['src'],
  bulletList: [],
  listItem: [],
  blockquote: [],
  hardBreak: [],
  horizontalRule: [],
};
const MARK_ATTRS: Record<string, readonly string[]> = {
  link: ['href', 'target', 'rel'],
};

/** A TipTap JSON node, loosely typed: what editor.getJSON() returns. */
export interface EditorNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  [key: string]: unknown;
}

function pickAttrs(attrs: Record<string, unknown> | undefined, allowed: readonly string[] = []) {
  if (!attrs) return undefined;
  const kept = Object.fromEntries(
    allowed.flatMap((key) => {
      const value = attrs[key];
      return value === null || value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  return Object.keys(kept).length ? kept : undefined;
}

function toStoredNode(node: EditorNode): RichTextNode {
  const type = node.type ?? 'unknown';
  if (type === 'text') {
    const marks = node.marks?.map((mark) => {
      const attrs = pickAttrs(mark.attrs, MARK_ATTRS[mark.type]);
      return attrs ? { type: mark.type, attrs } : { type: mark.type };
    });
    return marks?.length ? { type, text: node.text ?? '', marks } : { type, text: node.text ?? '' };
  }
  // A node the server does not know keeps whatever it has: validation then refuses it.
  const allowed = NODE_ATTRS[type];
  const attrs = allowed ? pickAttrs(node.attrs, allowed) : node.attrs;
  const out: RichTextNode = { type };
  if (attrs) out.attrs = attrs;
  if (node.content?.length) out.content = node.content.map(toStoredNode);
  return out;
}

/**
 * The editor's document as the server stores it: only the attributes the
 * rich-text schema allows, no null or empty values, no empty content arrays.
 * The same content always gives the same JSON, so it also serves to compare.
 */
export function toStoredDoc(doc: EditorNode | null | undefined): RichTextDoc {
  const content = (doc?.content ?? []).map(toStoredNode);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}
