import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@slidewise/shared/http/errors';
import { PASSWORD_RULES } from '@slidewise/shared/auth/password-policy';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import zhCn from './zh-cn.json';

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
    const englishLeaves = new Set(leaves(en));
    const copied = leaves(locale).filter((text) => englishLeaves.has(text));
    expect(copied).toEqual([]);
  });
});

describe('en locale', () => {
  it('has a sentence for every server error code and password rule', () => {
    for (const code of ERROR_CODES) expect(english, code).toContain(`errors.${code}`);
    for (const rule of PASSWORD_RULES) expect(english, rule).toContain(`password.rules.${rule}`);
  });
});
