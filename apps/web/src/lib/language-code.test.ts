import { describe, expect, it } from 'vitest';
import { toLanguage } from './language-code';

describe('toLanguage', () => {
  it.each([
    ['en', 'en'],
    ['zh-CN', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['ar', 'ar'],
    ['es-MX', 'es'],
    ['AR-eg', 'ar'],
  ])('reads %s as %s', (code, language) => expect(toLanguage(code)).toBe(language));

  it.each(['fr', 'xx-YY', '', null, undefined])('falls back to en for %j', (code) =>
    expect(toLanguage(code)).toBe('en'),
  );
});
