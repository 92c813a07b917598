import i18n from 'i18next';

// Letters of the right-to-left scripts; any other letter reads left to right.
const RTL_SCRIPTS =
  '\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Syriac}\\p{Script=Thaana}\\p{Script=Nko}';
const RIGHT_TO_LEFT_LETTER = new RegExp(`(?=\\p{L})[${RTL_SCRIPTS}]`, 'u');
const LEFT_TO_RIGHT_LETTER = new RegExp(`(?![${RTL_SCRIPTS}])\\p{L}`, 'u');

/**
 * A value set into a sentence, isolated (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
 * ISOLATE) when it holds letters of the other direction: an address or an English title in an
 * Arabic sentence, an Arabic name in an English one. Unisolated, the punctuation around it and
 * a second value beside it join its run and come out in the wrong order ("Intro: Safety" for
 * "{{title}}: {{course}}"). A value of the sentence's own direction, or of digits, is left as
 * it is.
 */
export function isolateValue(value: string, direction: 'ltr' | 'rtl'): string {
  const foreign = direction === 'rtl' ? LEFT_TO_RIGHT_LETTER : RIGHT_TO_LEFT_LETTER;
  return foreign.test(value) ? `\u2068${value}\u2069` : value;
}

/**
 * i18next's interpolation for the app and its tests: React escapes markup, so the one thing
 * done to each `{{value}}` is isolating it against the current language's direction.
 */
export const interpolation = {
  escapeValue: true,
  escape: (value: string) => isolateValue(value, i18n.dir()),
};
