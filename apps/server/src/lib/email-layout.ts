import { directionOf, isLanguage, type Language } from '@slidewise/shared/i18n/languages';
import type { MailMessage } from './mailer.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain, accessible HTML e-mail: a heading, paragraphs and one button. */
export function emailHtml(options: {
  language: Language;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}): string {
  const dir = directionOf(options.language);
  const paragraphs = options.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
  return `<!doctype html><html lang="${options.language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1f1d2b">
<h1 style="color:#4c1d95;font-size:20px">${escape(options.heading)}</h1>${paragraphs}
<p><a href="${escape(options.action.url)}" style="display:inline-block;background:#5b21b6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(options.action.label)}</a></p>
<p style="font-size:12px;color:#555">${escape(options.footer)}</p></body></html>`;
}

/** What an e-mail with one button says, in the reader's language. */
export interface ActionEmailText {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The button's label; it links to the e-mail's URL. */
  action: string;
  footer: string;
}

/** An e-mail with one button: its plain-text part says what the HTML part shows. */
export function actionEmail(
  to: string,
  url: string,
  language: Language,
  t: ActionEmailText,
): MailMessage {
  return {
    to,
    subject: t.subject,
    text: `${[t.heading, ...t.paragraphs, url, t.footer].join('\n\n')}\n`,
    html: emailHtml({
      language,
      heading: t.heading,
      paragraphs: t.paragraphs,
      action: { label: t.action, url },
      footer: t.footer,
    }),
    link: url,
  };
}

/** The first supported language named in an Accept-Language header, or English. */
export function languageFrom(acceptLanguage: string | null | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (isLanguage(tag)) return tag;
    if (tag.startsWith('zh')) return 'zh-cn';
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
