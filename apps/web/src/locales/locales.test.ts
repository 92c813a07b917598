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

/** Every path of the tree as written (plural suffixes kept): leaves and the subtrees above them. */
function paths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' ? [path, ...paths(value, path)] : [path];
  });
}

/** Each plural key (without its suffix) with the forms it has, `{ 'a.b': ['one', 'other'] }`. */
function pluralForms(tree: object): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const path of paths(tree)) {
    const form = PLURAL.exec(path)?.[1];
    if (!form) continue;
    const key = path.replace(PLURAL, '');
    forms.set(key, [...(forms.get(key) ?? []), form]);
  }
  return forms;
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

  it('has every key the code writes out', () => {
    // Vitest runs from the repository root.
    const code = sources(join(process.cwd(), 'apps/web/src'));
    const sections = new Set(Object.keys(en));
    const written = new Set(paths(en));
    // Only strings that start with a section of the texts count ('example.com' does not), and
    // of those not host or file names that happen to ('player.vimeo.com').
    const notKey = /\.(com|net|org|io|json|csv|png|jpe?g|webp|svg|pdf|tsx?)$/;
    const isKey = (text: string) => sections.has(text.split('.')[0] ?? '') && !notKey.test(text);
    // A key is there as a leaf, as a plural (its forms folded into it, as in `english`), or as
    // a subtree the code reads a family from (`reports.compliance`).
    const present = (key: string) => english.has(key) || written.has(key);

    // Whole quoted keys, as the unused-key test finds them: t('editor.quiz.question').
    const quoted = [...code.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1] ?? '');
    const missing = [...new Set(quoted)].filter((key) => isKey(key) && !present(key));
    expect(missing).toEqual([]);

    // Keys built from a value, up to the value: t(`imports.status.${status}`) needs imports.status.
    const built = [...code.matchAll(/`([\w-]+(?:\.[\w-]+)*)\.\$\{/g)].map((m) => m[1] ?? '');
    const missingFamilies = [...new Set(built)].filter((key) => isKey(key) && !present(key));
    expect(missingFamilies).toEqual([]);
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

describe.each([
  ['en', en],
  ['es', es],
  ['ar', ar],
  ['zh-cn', zhCn],
])('%s plurals', (language, locale) => {
  it("have every form the language's plural rules choose from, and no form they never choose", () => {
    const required = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    // One extra form is harmless: i18next looks up `_zero` for a count of 0 in every language,
    // before the form the rules pick, so an English `x_zero` ("No courses") is a deliberate
    // choice. Any other form the rules never pick (a Chinese `_one`) is dead text, kept in step
    // with the others for nothing, so it is refused.
    const allowed = new Set<string>([...required, 'zero']);
    const wrong: string[] = [];
    for (const [key, forms] of pluralForms(locale)) {
      const missing = required.filter((form) => !forms.includes(form));
      const extra = forms.filter((form) => !allowed.has(form));
      if (missing.length) wrong.push(`${key} lacks ${missing.join(', ')}`);
      if (extra.length) wrong.push(`${key} has unused ${extra.join(', ')}`);
    }
    expect(wrong).toEqual([]);
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
