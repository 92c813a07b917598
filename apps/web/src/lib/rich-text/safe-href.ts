/**
 * The links a slide may hold: web pages and e-mail addresses, as the server's
 * rich-text schema (packages/shared/src/courses/rich-text.ts) accepts them.
 */
const ALLOWED = /^(https?:\/\/|mailto:)/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function isAllowedHref(href: string): boolean {
  return ALLOWED.test(href) && href.length <= 2000;
}

export type HrefCheck =
  { ok: true; href: string } | { ok: false; reason: 'empty' | 'unsafe' | 'invalid' };

/**
 * What a person typed into the link field, as the link to store: an address
 * without a scheme gets https://, an e-mail address gets mailto:; any other
 * scheme (javascript:, data:, file:, …) is refused.
 */
export function checkHref(input: string): HrefCheck {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  let href = text;
  if (!HAS_SCHEME.test(text) || /^[^:/]+\.[^:/]+:\d+/.test(text)) {
    if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) href = `mailto:${text}`;
    else if (/^(\/\/)?[^\s/]+\.[^\s/]+/.test(text)) href = `https://${text.replace(/^\/\//, '')}`;
    else return { ok: false, reason: 'invalid' };
  }
  if (!isAllowedHref(href))
    return { ok: false, reason: HAS_SCHEME.test(href) ? 'unsafe' : 'invalid' };
  if (/\s/.test(href)) return { ok: false, reason: 'invalid' };
  if (/^https?:/i.test(href)) {
    try {
      const url = new URL(href);
      if (!url.hostname) return { ok: false, reason: 'invalid' };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
  if (/^mailto:$/i.test(href)) return { ok: false, reason: 'invalid' };
  return { ok: true, href };
}
