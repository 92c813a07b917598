import { mergeAttributes, Node } from '@tiptap/core';
import { toEmbedUrl, UPLOAD_URL_PATTERN } from '@slidewise/shared/courses/rich-text';

export interface VideoEmbedOptions {
  /** The iframe's accessible name (translated by the caller). */
  title: string;
  HTMLAttributes: Record<string, unknown>;
}

/**
 * A YouTube or Vimeo player (`videoEmbed` in the stored document): an atom whose
 * iframe only ever points at an embed address toEmbedUrl produced, sandboxed.
 */
export const VideoEmbed = Node.create<VideoEmbedOptions>({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { title: 'Video', HTMLAttributes: {} };
  },

  addAttributes() {
    return {
      provider: { default: null, rendered: false },
      src: { default: null, rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-video-embed]',
        getAttrs: (element) => {
          const embed = toEmbedUrl(element.querySelector('iframe')?.getAttribute('src') ?? '');
          return embed ?? false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    return [
      'div',
      mergeAttributes(this.options.HTMLAttributes, { 'data-video-embed': node.attrs.provider }),
      [
        'iframe',
        {
          src: node.attrs.src,
          title: this.options.title,
          sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
          allow: 'encrypted-media; fullscreen; picture-in-picture',
          allowfullscreen: 'true',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
        },
      ],
    ];
  },
});

export interface VideoOptions {
  HTMLAttributes: Record<string, unknown>;
}

/** An uploaded MP4 or WebM video (`video` in the stored document). */
export const Video = Node.create<VideoOptions>({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { HTMLAttributes: {} };
  },

  addAttributes() {
    return { src: { default: null } };
  },

  parseHTML() {
    return [
      {
        tag: 'video[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? '';
          return UPLOAD_URL_PATTERN.test(src) ? { src } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'video',
      mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, {
        controls: 'true',
        preload: 'metadata',
      }),
    ];
  },
});
