/**
 * The texts beyond those every screen shows (locales/<language>/guest/): one file per section in
 * each language, `<section>.json`, holding that one top-level key (locales.test.ts checks both).
 * Each is loaded with the screens that show it (app/screen-texts.ts).
 */
export const TEXT_SECTIONS = [
  'assign',
  'certificates',
  'compliance',
  'courses',
  'dashboard',
  'dataTable',
  'editor',
  'groups',
  'imports',
  'learning',
  'player',
  'profile',
  'reports',
  'settings',
  'slides',
  'subscription',
  'templates',
] as const;

export type TextSection = (typeof TEXT_SECTIONS)[number];

export const isTextSection = (name: string): name is TextSection =>
  (TEXT_SECTIONS as readonly string[]).includes(name);
