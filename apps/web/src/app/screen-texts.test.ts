import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_SECTIONS } from '@/locales/sections';
import { FRAME_TEXTS } from './guest-paths';
import { SCREEN_TEXTS } from './screen-texts';

// Vitest runs from the repository root.
const SRC = join(process.cwd(), 'apps/web/src');
const SHARED = join(process.cwd(), 'packages/shared/src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
const KEY = new RegExp(`['"\`](${TEXT_SECTIONS.join('|')})\\.\\w`, 'g');

/** The file an import names, for the app's and the shared package's own modules. */
function fileOf(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('@slidewise/shared/')
      ? join(SHARED, specifier.slice('@slidewise/shared/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : undefined;
  if (base === undefined) return undefined;
  return ['', '.ts', '.tsx']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && statSync(f).isFile());
}

/**
 * The sections of texts a module and everything it imports, statically or not, use: the
 * keys written out in them (`t('groups.title')`, `` `imports.status.${status}` ``). The
 * modules `stop` names are left out, with what they import.
 */
function sectionsUsed(entry: string, stop: (file: string) => boolean = () => false): string[] {
  const seen = new Set<string>();
  const sections = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file) || file.includes('/locales/')) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, section] of code.matchAll(KEY)) sections.add(section!);
    for (const [, named, dynamic] of code.matchAll(IMPORT)) {
      const imported = fileOf(file, (named ?? dynamic)!);
      if (imported && !stop(imported)) visit(imported);
    }
  };
  visit(entry);
  return [...sections].sort();
}

describe('SCREEN_TEXTS', () => {
  it.each(Object.entries(SCREEN_TEXTS))(
    '%s loads exactly the sections its code shows',
    (module, sections) => {
      expect(sectionsUsed(join(SRC, 'app', `${module}.tsx`))).toEqual([...sections].sort());
    },
  );

  it('names, for each screen, the module whose code it loads', () => {
    const screens = readFileSync(join(SRC, 'app/screen-code.ts'), 'utf8');
    const pairs = [...screens.matchAll(/'([^']+)': \(\) =>\s*import\('\.\/([^']+)'\)/g)];
    expect(pairs.map(([, module]) => module).sort()).toEqual(Object.keys(SCREEN_TEXTS).sort());
    for (const [, module, imported] of pairs) expect(imported).toBe(module);
  });

  it('leaves the sign-in shell with the guest texts, and the app shell with the frame’s too', () => {
    const appShell = (file: string) => file.endsWith('/app/app-shell.ts');
    const screens = (file: string) =>
      Object.keys(SCREEN_TEXTS).some((module) => file === join(SRC, 'app', `${module}.tsx`));
    // main.tsx asks for the code of the screen a page opens on; that code is the screen's.
    expect(sectionsUsed(join(SRC, 'main.tsx'), (file) => appShell(file) || screens(file))).toEqual(
      [],
    );
    const shell = sectionsUsed(join(SRC, 'app/app-shell.ts'), screens);
    expect(
      shell.filter((section) => !(FRAME_TEXTS as readonly string[]).includes(section)),
    ).toEqual([]);
  });
});
