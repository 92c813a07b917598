import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@slidewise/shared/auth/password-policy';
import { ERROR_CODES } from '@slidewise/shared/http/errors';
import ar from './ar/bundle';
import en from './en/bundle';
import es from './es/bundle';
import zhCn from './zh-cn/bundle';
import { DYNAMIC_KEYS } from './dynamic-keys';
import { TEXT_SECTIONS } from './sections';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, with plural suffixes folded into the base key. */
function keys(tree: object, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') keys(value, path).forEach((k) => out.add(k));
    else out.add(path.replace(PLURAL, ''));
  }
  return out;
}

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    value && typeof value === 'object' ? leaves(value) : [value],
  );
}

/** The text of every source file of the web app, tests and locales aside. */
function sources(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => {
      if (statSync(path).isDirectory()) return path.endsWith('locales') ? '' : sources(path);
      return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

const english = keys(en);

describe.each([
  ['es', es],
  ['ar', ar],
  ['zh-cn', zhCn],
])('%s locale', (_name, locale) => {
  it('has exactly the English keys', () => {
    expect([...keys(locale)].sort()).toEqual([...english].sort());
  });

  it('is translated, not copied', () => {
    // Only words count: a template of placeholders alone ("{{title}}: {{course}}") is no copy.
    const words = (text: unknown) => /\p{L}{2}/u.test(String(text).replace(/\{\{[^}]*\}\}/g, ''));
    const englishLeaves = new Set(leaves(en).filter(words));
    const copied = leaves(locale).filter((text) => englishLeaves.has(text));
    expect(copied).toEqual([]);
  });
});

describe('en locale', () => {
  it('has a sentence for every server error code and password rule', () => {
    for (const code of ERROR_CODES) expect(english, code).toContain(`errors.${code}`);
    for (const rule of PASSWORD_RULES) expect(english, rule).toContain(`password.rules.${rule}`);
  });

  it('has no unused key: each is written out in the code or belongs to a declared family', () => {
    // Vitest runs from the repository root.
    const code = sources(join(process.cwd(), 'apps/web/src'));
    const quoted = new Set([...code.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1]));
    const dynamic = (key: string) =>
      DYNAMIC_KEYS.some(({ prefix, values }) =>
        values.some(
          (value) => key === `${prefix}.${value}` || key.startsWith(`${prefix}.${value}.`),
        ),
      );
    const unused = [...english].filter((key) => !quoted.has(key) && !dynamic(key));
    expect(unused).toEqual([]);
  });

  it('covers every member of each declared family', () => {
    for (const { prefix, values } of DYNAMIC_KEYS) {
      for (const value of values) {
        const present = [...english].some(
          (k) => k === `${prefix}.${value}` || k.startsWith(`${prefix}.${value}.`),
        );
        expect(present, `${prefix}.${value}`).toBe(true);
      }
    }
  });
});

describe.each(['en', 'es', 'ar', 'zh-cn'])('%s sections', (language) => {
  // Vitest runs from the repository root.
  const dir = join(process.cwd(), 'apps/web/src/locales', language);

  it('are one file each, holding that one section (lib/i18n.ts loads them by name)', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(TEXT_SECTIONS.map((section) => `${section}.json`).sort());
    for (const section of TEXT_SECTIONS) {
      const texts = JSON.parse(readFileSync(join(dir, `${section}.json`), 'utf8')) as object;
      expect(Object.keys(texts)).toEqual([section]);
    }
  });
});
