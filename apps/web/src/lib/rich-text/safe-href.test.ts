import { describe, expect, it } from 'vitest';
import { richTextDocSchema } from '@slidewise/shared/courses/rich-text';
import { checkHref, isAllowedHref } from './safe-href';

const docWithLink = (href: string) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }],
    },
  ],
});

describe('checkHref', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['  http://example.com ', 'http://example.com'],
    ['MAILTO:ada@example.com', 'MAILTO:ada@example.com'],
    ['example.com/docs', 'https://example.com/docs'],
    ['www.example.com', 'https://www.example.com'],
    ['ada@example.com', 'mailto:ada@example.com'],
  ])('accepts %s as %s', (input, href) => {
    expect(checkHref(input)).toEqual({ ok: true, href });
  });

  it.each([
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(document.cookie)', 'unsafe'],
    ['data:text/html,<script>', 'unsafe'],
    ['ftp://example.com/file', 'unsafe'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['not a link', 'invalid'],
    ['https://', 'invalid'],
    ['mailto:', 'invalid'],
  ])('refuses %s (%s)', (input, reason) => {
    expect(checkHref(input)).toEqual({ ok: false, reason });
  });

  it('accepts exactly what the server schema accepts', () => {
    for (const href of ['https://a.io', 'mailto:a@b.c', 'javascript:x', 'ftp://a.io']) {
      expect(richTextDocSchema.safeParse(docWithLink(href)).success, href).toBe(
        isAllowedHref(href),
      );
    }
  });
});
