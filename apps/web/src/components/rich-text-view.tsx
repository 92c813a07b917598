import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_URL_PATTERN } from '@slidewise/shared/courses/rich-text';
import { cn } from '@/lib/class-names';

/**
 * Shows a slide body (TipTap JSON) as React elements, for exactly the nodes and
 * marks the shared schema accepts (packages/shared/src/courses/rich-text.ts).
 * No HTML is ever injected: text goes through React, addresses are checked
 * again here, and anything unknown renders nothing.
 */

interface Mark {
  type: string;
  attrs?: Record<string, unknown>;
}

interface Node {
  type: string;
  attrs?: Record<string, unknown>;
  content?: unknown[];
  text?: string;
  marks?: Mark[];
}

const EMBED_HOSTS: Record<string, readonly string[]> = {
  youtube: ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com'],
  vimeo: ['player.vimeo.com'],
};

/** A link target a person may follow: http(s) or mailto only (never `javascript:`). */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null;
}

/** An uploaded file's address (images and videos must be uploaded). */
export function safeUploadSrc(value: unknown): string | null {
  return typeof value === 'string' && UPLOAD_URL_PATTERN.test(value) ? value : null;
}

/** A YouTube or Vimeo player address over https, else null. */
export function safeEmbedSrc(provider: unknown, value: unknown): string | null {
  if (typeof provider !== 'string' || typeof value !== 'string') return null;
  const hosts = EMBED_HOSTS[provider];
  if (!hosts) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || !hosts.includes(url.hostname)) return null;
    const path = provider === 'youtube' ? /^\/embed\/[\w-]{6,20}$/ : /^\/video\/\d{3,12}$/;
    return path.test(url.pathname) ? url.toString() : null;
  } catch {
    return null;
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

const ALIGNMENTS = ['left', 'center', 'right', 'justify'];
function alignStyle(attrs: Node['attrs']): CSSProperties | undefined {
  const align = attrs?.textAlign;
  return typeof align === 'string' && ALIGNMENTS.includes(align)
    ? { textAlign: align as CSSProperties['textAlign'] }
    : undefined;
}

// Below the slide's own title (text-2xl/3xl), whatever level the body uses.
const HEADING_CLASSES: Record<number, string> = {
  1: 'text-xl font-bold sm:text-2xl',
  2: 'text-lg font-bold sm:text-xl',
  3: 'text-base font-semibold sm:text-lg',
  4: 'text-base font-semibold',
};

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function withMarks(text: string, marks: Mark[] | undefined, key: string): ReactNode {
  let node: ReactNode = text;
  // The link wraps the other marks, so a bold word inside a link stays one link.
  const ordered = [...(marks ?? [])].sort(
    (a, b) => Number(a.type === 'link') - Number(b.type === 'link'),
  );
  for (const mark of ordered) {
    switch (mark.type) {
      case 'bold':
        node = <strong>{node}</strong>;
        break;
      case 'italic':
        node = <em>{node}</em>;
        break;
      case 'underline':
        node = <u>{node}</u>;
        break;
      case 'strike':
        node = <s>{node}</s>;
        break;
      case 'code':
        node = (
          <code className="rounded bg-surface-sunken px-1 py-0.5 font-mono text-[0.9em]">
            {node}
          </code>
        );
        break;
      case 'link': {
        const href = safeHref(mark.attrs?.href);
        if (href) {
          node = (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-100"
            >
              {node}
            </a>
          );
        }
        break;
      }
      default:
        break;
    }
  }
  return <span key={key}>{node}</span>;
}

interface RenderContext {
  /** What a body's level-1 heading becomes, so headings stay in order on the page. */
  baseHeadingLevel: number;
  videoTitle: (provider: string) => string;
}

function renderChildren(content: unknown, context: RenderContext, path: string): ReactNode[] {
  if (!Array.isArray(content)) return [];
  return content.map((child, index) => renderNode(child, context, `${path}.${index}`));
}

function renderNode(value: unknown, context: RenderContext, key: string): ReactNode {
  if (!isNode(value)) return null;
  const node = value;
  const children = () => renderChildren(node.content, context, key);
  switch (node.type) {
    case 'doc':
      return <div key={key}>{children()}</div>;
    case 'text':
      return typeof node.text === 'string' ? withMarks(node.text, node.marks, key) : null;
    case 'paragraph':
      return (
        <p key={key} style={alignStyle(node.attrs)} className="leading-relaxed">
          {children()}
        </p>
      );
    case 'heading': {
      const level = Number(node.attrs?.level);
      if (![1, 2, 3, 4].includes(level)) return null;
      const tagLevel = Math.min(level + context.baseHeadingLevel - 1, 6);
      const Tag = `h${tagLevel}` as HeadingTag;
      return (
        <Tag key={key} style={alignStyle(node.attrs)} className={HEADING_CLASSES[level]}>
          {children()}
        </Tag>
      );
    }
    case 'bulletList':
      return (
        <ul key={key} className="list-disc space-y-1 ps-6">
          {children()}
        </ul>
      );
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return (
        <ol
          key={key}
          start={Number.isInteger(start) && start >= 0 ? start : undefined}
          className="list-decimal space-y-1 ps-6"
        >
          {children()}
        </ol>
      );
    }
    case 'listItem':
      return (
        <li key={key} className="[&>p]:my-0">
          {children()}
        </li>
      );
    case 'blockquote':
      return (
        <blockquote key={key} className="border-s-4 border-primary-300 ps-4 text-fg-muted italic">
          {children()}
        </blockquote>
      );
    case 'codeBlock': {
      const text = Array.isArray(node.content)
        ? node.content
            .filter(isNode)
            .map((child) =>
              child.type === 'text' && typeof child.text === 'string' ? child.text : '',
            )
            .join('')
        : '';
      return (
        <pre
          key={key}
          dir="ltr"
          className="overflow-x-auto rounded-lg bg-surface-sunken p-4 font-mono text-sm"
        >
          <code>{text}</code>
        </pre>
      );
    }
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} className="border-line" />;
    case 'image': {
      const src = safeUploadSrc(node.attrs?.src);
      if (!src) return null;
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      const title = typeof node.attrs?.title === 'string' ? node.attrs.title : undefined;
      return (
        <img
          key={key}
          src={src}
          alt={alt}
          title={title}
          loading="lazy"
          className="h-auto max-w-full rounded-lg"
        />
      );
    }
    case 'videoEmbed': {
      const provider = node.attrs?.provider;
      const src = safeEmbedSrc(provider, node.attrs?.src);
      if (!src) return null;
      return (
        <div key={key} className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={src}
            title={context.videoTitle(String(provider))}
            className="size-full"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            allow="fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    }
    case 'video': {
      const src = safeUploadSrc(node.attrs?.src);
      if (!src) return null;
      return (
        <video
          key={key}
          src={src}
          controls
          preload="metadata"
          className="w-full rounded-lg bg-black"
        />
      );
    }
    default:
      return null;
  }
}

export interface RichTextViewProps {
  /** A TipTap document (`{type: 'doc', content}`), as stored; anything else shows nothing. */
  doc: unknown;
  /** The heading level a body's "Heading 1" is shown at (the slide title above is one higher). */
  baseHeadingLevel?: number;
  className?: string;
}

/** A body's elements alone, for a container that brings its own look (the slide editor's). */
export function RichTextNodes({ doc, baseHeadingLevel = 1 }: Omit<RichTextViewProps, 'className'>) {
  const { t } = useTranslation();
  if (!isNode(doc) || doc.type !== 'doc') return null;
  const context: RenderContext = {
    baseHeadingLevel: Math.min(Math.max(Math.floor(baseHeadingLevel), 1), 6),
    videoTitle: (provider) =>
      t('player.embeddedVideo', { provider: provider === 'vimeo' ? 'Vimeo' : 'YouTube' }),
  };
  return <>{renderChildren(doc.content, context, 'doc')}</>;
}

export function RichTextView({ doc, baseHeadingLevel, className }: RichTextViewProps) {
  if (!isNode(doc) || doc.type !== 'doc') return null;
  return (
    <div className={cn('space-y-4 break-words text-base text-fg sm:text-lg', className)}>
      <RichTextNodes doc={doc} baseHeadingLevel={baseHeadingLevel} />
    </div>
  );
}
