import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { isolateValue } from './isolate-value';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolateValue', () => {
  it('isolates letters of the other direction', () => {
    expect(isolateValue('sara.ng@example.com', 'rtl')).toBe(`${FSI}sara.ng@example.com${PDI}`);
    expect(isolateValue('安全培训', 'rtl')).toBe(`${FSI}安全培训${PDI}`);
    expect(isolateValue('سارة', 'ltr')).toBe(`${FSI}سارة${PDI}`);
    expect(isolateValue('Intro to שלום', 'ltr')).toBe(`${FSI}Intro to שלום${PDI}`);
  });

  it('leaves a value of the sentence’s own direction, or of digits alone, as it is', () => {
    expect(isolateValue('سارة', 'rtl')).toBe('سارة');
    expect(isolateValue('Sara', 'ltr')).toBe('Sara');
    expect(isolateValue('安全培训', 'ltr')).toBe('安全培训');
    expect(isolateValue('12', 'rtl')).toBe('12');
    expect(isolateValue('٣٬٤٥٠', 'ltr')).toBe('٣٬٤٥٠');
  });
});

describe('the app’s interpolation', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('isolates an address in an Arabic sentence, and not in an English one', async () => {
    i18n.addResource('ar', 'translation', 'test.sent', 'أُرسل التذكير إلى {{name}}.');
    i18n.addResource('en', 'translation', 'test.sent', 'Reminder sent to {{name}}.');
    const values = { name: 'sara.ng@example.com' };

    expect(i18n.t('test.sent', values)).toBe('Reminder sent to sara.ng@example.com.');
    await i18n.changeLanguage('ar');
    expect(i18n.t('test.sent', values)).toBe(`أُرسل التذكير إلى ${FSI}sara.ng@example.com${PDI}.`);
  });
});
