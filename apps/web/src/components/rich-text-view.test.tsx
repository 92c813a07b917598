import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView, safeEmbedSrc, safeHref } from './rich-text-view';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('RichTextView', () => {
  it('renders paragraphs, headings (shifted to keep the page in order) and marks', () => {
    const { container } = render(
      <RichTextView
        baseHeadingLevel={3}
        doc={doc(
          { type: 'heading', attrs: { level: 1 }, content: [text('Intro')] },
          {
            type: 'paragraph',
            attrs: { textAlign: 'center' },
            content: [
              text('bold', [{ type: 'bold' }]),
              text(' and '),
              text('code', [{ type: 'code' }, { type: 'italic' }]),
              { type: 'hardBreak' },
              text('struck', [{ type: 'strike' }, { type: 'underline' }]),
            ],
          },
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Intro' })).toBeTruthy();
    const paragraph = container.querySelector('p')!;
    expect(paragraph.style.textAlign).toBe('center');
    expect(paragraph.querySelector('strong')?.textContent).toBe('bold');
    expect(paragraph.querySelector('em > code, code > em')?.textContent).toBe('code');
    expect(paragraph.querySelector('br')).not.toBeNull();
    expect(paragraph.querySelector('u s, s u')?.textContent).toBe('struck');
  });

  it('opens safe links in a new tab without handing over the page', () => {
    render(
      <RichTextView
        doc={doc({
          type: 'paragraph',
          content: [
            text('docs', [
              { type: 'bold' },
              { type: 'link', attrs: { href: 'https://example.com/a' } },
            ]),
          ],
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('strong')).not.toBeNull();
  });

  it('shows a javascript: link as plain text, never as a link', () => {
    const { container } = render(
      <RichTextView
        doc={doc({
          type: 'paragraph',
          content: [text('click me', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
        })}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('click me')).toBeTruthy();
  });

  it('renders lists, quotes, code blocks and rules', () => {
    const { container } = render(
      <RichTextView
        doc={doc(
          {
            type: 'bulletList',
            content: [
              { type: 'listItem', content: [{ type: 'paragraph', content: [text('one')] }] },
            ],
          },
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [
              { type: 'listItem', content: [{ type: 'paragraph', content: [text('three')] }] },
            ],
          },
          { type: 'blockquote', content: [{ type: 'paragraph', content: [text('quoted')] }] },
          { type: 'codeBlock', attrs: { language: null }, content: [text('<b>not html</b>')] },
          { type: 'horizontalRule' },
        )}
      />,
    );
    expect(container.querySelector('ul > li')?.textContent).toBe('one');
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(container.querySelector('pre > code')?.textContent).toBe('<b>not html</b>');
    expect(container.querySelector('pre b')).toBeNull();
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('shows uploaded images and videos, and sandboxed, titled embeds', () => {
    const { container } = render(
      <RichTextView
        doc={doc(
          { type: 'image', attrs: { src: '/api/v1/uploads/img1', alt: 'A chart', title: null } },
          { type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'remote' } },
          {
            type: 'videoEmbed',
            attrs: { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcdef123' },
          },
          {
            type: 'videoEmbed',
            attrs: { provider: 'youtube', src: 'https://evil.example/embed/abcdef' },
          },
          { type: 'video', attrs: { src: '/api/v1/uploads/vid1' } },
        )}
      />,
    );
    expect(screen.getByRole('img', { name: 'A chart' }).getAttribute('src')).toBe(
      '/api/v1/uploads/img1',
    );
    expect(screen.queryByRole('img', { name: 'remote' })).toBeNull();
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frames[0]!.getAttribute('title')).toBe('Embedded video (YouTube)');
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('/api/v1/uploads/vid1');
  });

  it('renders nothing for unknown nodes or something that is not a document', () => {
    const { container } = render(
      <RichTextView
        doc={doc(
          { type: 'script', content: [text('alert(1)')] },
          { type: 'paragraph', content: [text('kept')] },
        )}
      />,
    );
    expect(container.textContent).toBe('kept');
    const { container: empty } = render(<RichTextView doc={{ html: '<p>x</p>' }} />);
    expect(empty.innerHTML).toBe('');
  });
});

describe('safeHref and safeEmbedSrc', () => {
  it('allow only http(s) and mailto links, and only known video players', () => {
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeEmbedSrc('vimeo', 'https://player.vimeo.com/video/12345')).toBe(
      'https://player.vimeo.com/video/12345',
    );
    expect(safeEmbedSrc('vimeo', 'http://player.vimeo.com/video/12345')).toBeNull();
    expect(safeEmbedSrc('other', 'https://player.vimeo.com/video/12345')).toBeNull();
  });
});
