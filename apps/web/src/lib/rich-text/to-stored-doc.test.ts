import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextDocSchema } from '@slidewise/shared/courses/rich-text';
import { richTextExtensions } from './extensions';
import { toStoredDoc } from './to-stored-doc';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorJson(html: string) {
  editor = new Editor({ extensions: richTextExtensions({ videoEmbed: 'Video' }), content: html });
  return editor.getJSON();
}

describe('toStoredDoc', () => {
  it('turns what the TipTap editor emits into a document the server accepts', () => {
    const raw = editorJson(
      [
        '<h2 style="text-align: center">Welcome</h2>',
        '<p>Plain <strong>bold</strong> <em>it</em> <u>under</u> <s>gone</s> <code>x</code>',
        ' <a href="https://example.com" title="Example">a link</a></p>',
        '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
        '<blockquote><p>quoted</p></blockquote><pre><code>let a = 1;</code></pre><hr>',
        '<img src="/api/v1/uploads/abc123" alt="A chart" width="200" height="100">',
        '<div data-video-embed="youtube"><iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe></div>',
        '<video src="/api/v1/uploads/vid42"></video>',
      ].join(''),
    );
    // The raw JSON holds attributes the server refuses (link title, nulls).
    expect(richTextDocSchema.safeParse(raw).success).toBe(false);

    const stored = toStoredDoc(raw);
    const parsed = richTextDocSchema.safeParse(stored);
    expect(parsed.error?.issues).toBeUndefined();
    expect(stored.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2, textAlign: 'center' },
      content: [{ type: 'text', text: 'Welcome' }],
    });
    const link = stored.content[1]!.content!.find((node) => node.text === 'a link');
    expect(link?.marks).toEqual([
      {
        type: 'link',
        attrs: {
          href: 'https://example.com',
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      },
    ]);
    expect(stored.content).toContainEqual({
      type: 'image',
      attrs: { src: '/api/v1/uploads/abc123', alt: 'A chart' },
    });
    expect(stored.content).toContainEqual({
      type: 'videoEmbed',
      attrs: { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    });
    expect(stored.content).toContainEqual({
      type: 'video',
      attrs: { src: '/api/v1/uploads/vid42' },
    });
    expect(stored.content).toContainEqual({
      type: 'orderedList',
      attrs: { start: 3 },
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'three' }] }],
        },
      ],
    });
  });

  it('drops null, empty and unknown attributes, and empty content', () => {
    expect(
      toStoredDoc({
        type: 'doc',
        content: [
          { type: 'paragraph', attrs: { textAlign: null, id: 'x' }, content: [] },
          { type: 'codeBlock', attrs: { language: null } },
          { type: 'image', attrs: { src: '/api/v1/uploads/a', alt: '', width: 3, height: 4 } },
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph' },
        { type: 'codeBlock' },
        { type: 'image', attrs: { src: '/api/v1/uploads/a' } },
      ],
    });
  });

  it('gives an empty document one paragraph, and the same content the same JSON', () => {
    expect(toStoredDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    const a = toStoredDoc({
      type: 'doc',
      content: [{ type: 'paragraph', attrs: { textAlign: null } }],
    });
    const b = toStoredDoc({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('leaves a node the server does not know as it is, so validation refuses it', () => {
    const stored = toStoredDoc({
      type: 'doc',
      content: [{ type: 'rawHtml', attrs: { html: '<script>alert(1)</script>' } }],
    });
    expect(stored.content[0]).toEqual({
      type: 'rawHtml',
      attrs: { html: '<script>alert(1)</script>' },
    });
    expect(richTextDocSchema.safeParse(stored).success).toBe(false);
  });
});
