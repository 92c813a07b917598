import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from './safe-href';
import { Video, VideoEmbed } from './video-nodes';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Images carry only what the stored document allows: no width/height. */
const SlideImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
    };
  },
});

/**
 * The one TipTap extension set for slide bodies: exactly the nodes, marks and
 * attributes the server's rich-text schema accepts, so what the editor emits is
 * what the server stores (toStoredDoc tidies the rest).
 */
export function richTextExtensions(labels: { videoEmbed: string }): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedHref(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    SlideImage.configure({ inline: false, allowBase64: false }),
    VideoEmbed.configure({ title: labels.videoEmbed }),
    Video,
  ];
}
