import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DARK_SCHEMES, LIGHT_SCHEMES, PRIMARY_SCHEMES } from './display-settings';

// The schemes live in styles.css; this reads them there, so a new or changed scheme is checked too.
const css = readFileSync(join(process.cwd(), 'apps/web/src/styles.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The custom properties of every rule whose selector list contains `selector`. */
function varsOf(selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const list = selectors!.split(',').map((part) => part.trim());
    if (!list.includes(selector)) continue;
    for (const [, name, value] of body!.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
      out[name!] = value!.toLowerCase();
    }
  }
  return out;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const base = { light: varsOf(':root'), dark: varsOf(":root[data-theme='dark']") };
const light = Object.fromEntries(
  LIGHT_SCHEMES.map((s) => [s, { ...base.light, ...varsOf(`[data-swatch-light='${s}']`) }]),
);
const dark = Object.fromEntries(
  DARK_SCHEMES.map((s) => [s, { ...base.dark, ...varsOf(`[data-swatch-dark='${s}']`) }]),
);
const primary = Object.fromEntries(
  PRIMARY_SCHEMES.map((s) => [s, varsOf(`[data-swatch-primary='${s}']`)]),
);
const SURFACES = ['--sw-surface', '--sw-surface-raised', '--sw-surface-sunken'];
const WHITE = '#ffffff';

/** Every failing pair as "scheme: fg on bg = ratio", so one run lists them all. */
function failures(pairs: [string, string, string][], minimum: number): string[] {
  return pairs
    .filter(([, fg, bg]) => contrast(fg, bg) < minimum)
    .map(([name, fg, bg]) => `${name}: ${fg} on ${bg} = ${contrast(fg, bg).toFixed(2)}`);
}

describe('colour schemes', () => {
  it('define every token in every scheme', () => {
    const tokens = [...SURFACES, '--sw-fg', '--sw-fg-muted', '--sw-line', '--sw-line-strong'];
    for (const vars of [...Object.values(light), ...Object.values(dark)]) {
      for (const token of tokens) expect(vars[token]).toMatch(/^#[0-9a-f]{6}$/);
    }
    for (const vars of Object.values(primary)) {
      for (const step of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) {
        expect(vars[`--color-primary-${step}`]).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it('keep body and muted text at AA (4.5:1) on every surface', () => {
    const pairs: [string, string, string][] = [];
    for (const [name, vars] of [...Object.entries(light), ...Object.entries(dark)]) {
      for (const surface of SURFACES) {
        pairs.push([`${name} fg ${surface}`, vars['--sw-fg']!, vars[surface]!]);
        pairs.push([`${name} muted ${surface}`, vars['--sw-fg-muted']!, vars[surface]!]);
      }
    }
    expect(failures(pairs, 4.5)).toEqual([]);
  });

  it('keep the brand text pairs at AA in every light, dark and primary combination', () => {
    const pairs: [string, string, string][] = [];
    for (const [p, colours] of Object.entries(primary)) {
      const c = (step: number) => colours[`--color-primary-${step}`]!;
      // Filled buttons and the sideblock rail.
      pairs.push([`${p} white on 700`, WHITE, c(700)], [`${p} white on 800`, WHITE, c(800)]);
      pairs.push([`${p} 100 on 950`, c(100), c(950)], [`${p} 200 on 950`, c(200), c(950)]);
      pairs.push([`${p} white on 950`, WHITE, c(950)]);
      for (const [l, vars] of Object.entries(light)) {
        for (const surface of SURFACES)
          pairs.push([`${p}/${l} 700 on ${surface}`, c(700), vars[surface]!]);
        // Active navigation and ghost buttons.
        pairs.push([`${p} 800 on 50`, c(800), c(50)], [`${p} 800 on 100`, c(800), c(100)]);
      }
      for (const [d, vars] of Object.entries(dark)) {
        for (const surface of SURFACES) {
          pairs.push([`${p}/${d} 300 on ${surface}`, c(300), vars[surface]!]);
          pairs.push([`${p}/${d} 200 on ${surface}`, c(200), vars[surface]!]);
        }
        pairs.push([`${p} 50 on 900`, c(50), c(900)], [`${p} 100 on 900`, c(100), c(900)]);
      }
    }
    expect(failures(pairs, 4.5)).toEqual([]);
  });

  it('keep focus rings and field borders at 3:1 against the surfaces', () => {
    const pairs: [string, string, string][] = [];
    for (const [p, colours] of Object.entries(primary)) {
      for (const [l, vars] of Object.entries(light)) {
        for (const surface of SURFACES) {
          pairs.push([
            `${p}/${l} focus ${surface}`,
            colours['--color-primary-600']!,
            vars[surface]!,
          ]);
        }
      }
      for (const [d, vars] of Object.entries(dark)) {
        for (const surface of SURFACES) {
          pairs.push([
            `${p}/${d} focus ${surface}`,
            colours['--color-primary-400']!,
            vars[surface]!,
          ]);
        }
      }
    }
    for (const [name, vars] of [...Object.entries(light), ...Object.entries(dark)]) {
      pairs.push([`${name} field border`, vars['--sw-line-strong']!, vars['--sw-surface-raised']!]);
    }
    expect(failures(pairs, 3)).toEqual([]);
  });
});

/*
 * The pairs the components actually use. Every class list in the web app that colours text
 * with a token (text-fg, text-fg-muted, text-primary-N) is read with its background (its own
 * bg-…, else each page surface) in light and in dark (its dark: classes, else the light ones),
 * and checked in every light, dark and primary scheme. A link given only `text-primary-700`
 * fails here, since 700 on a dark surface is unreadable.
 */
const SOURCE_ROOT = join(process.cwd(), 'apps/web/src');
/** Class lists drawn on the sideblock rail (bg-primary-950), whose pairs are checked above. */
const ON_RAIL = /hover:bg-white\/10|\[&_label\]:text-primary-100/;

function sources(): { file: string; text: string }[] {
  return readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|testing\//.test(file))
    .map((file) => ({ file, text: readFileSync(join(SOURCE_ROOT, file), 'utf8') }));
}

type Colour =
  { kind: 'token'; name: string } | { kind: 'primary'; step: number } | { kind: 'white' };

function colourOf(name: string | undefined): Colour | null | undefined {
  if (name === undefined) return undefined;
  if (name === 'white') return { kind: 'white' };
  const step = /^primary-(\d+)$/.exec(name);
  if (step) return { kind: 'primary', step: Number(step[1]) };
  if (['fg', 'fg-muted', 'surface', 'surface-raised', 'surface-sunken'].includes(name))
    return { kind: 'token', name: `--sw-${name}` };
  return null; // not a token this test knows (a palette colour, a translucent overlay…)
}

function resolve(colour: Colour, vars: Record<string, string>, brand: Record<string, string>) {
  if (colour.kind === 'white') return WHITE;
  if (colour.kind === 'primary') return brand[`--color-primary-${colour.step}`]!;
  return vars[colour.name]!;
}

/** The class a list gives `property` (text or bg) with exactly the `prefix` variant. */
function classFor(classes: string[], prefix: '' | 'dark:', property: 'text' | 'bg') {
  const pattern = new RegExp(
    `^${prefix}${property}-((?:primary-\\d+)|fg-muted|fg|white|surface(?:-raised|-sunken)?)$`,
  );
  return classes.map((c) => pattern.exec(c)?.[1]).find(Boolean);
}

describe('text colours as the components use them', () => {
  it('meet AA in every scheme (3:1 for icons)', () => {
    const problems = new Set<string>();
    for (const { file, text } of sources()) {
      for (const [literal] of text.matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)) {
        const classes = literal.slice(1, -1).split(/\s+/);
        const lightText = colourOf(classFor(classes, '', 'text'));
        if (!lightText || ON_RAIL.test(literal)) continue;
        if (lightText.kind === 'white' && !classFor(classes, '', 'bg')) continue; // on a photo or overlay
        const lightBg = colourOf(classFor(classes, '', 'bg'));
        const darkText = colourOf(classFor(classes, 'dark:', 'text')) ?? lightText;
        const darkBg = colourOf(classFor(classes, 'dark:', 'bg')) ?? lightBg;
        if (lightBg === null || darkBg === null || darkText === null) continue;
        const minimum = classes.some((c) => /^size-/.test(c)) ? 3 : 4.5;
        const surfaces = SURFACES.map((name) => ({ kind: 'token', name }) as Colour);
        for (const [p, brand] of Object.entries(primary)) {
          for (const [theme, schemes, fg, bg] of [
            ['light', light, lightText, lightBg],
            ['dark', dark, darkText, darkBg],
          ] as const) {
            for (const [s, vars] of Object.entries(schemes)) {
              for (const back of bg ? [bg] : surfaces) {
                const ratio = contrast(resolve(fg, vars, brand), resolve(back, vars, brand));
                if (ratio < minimum) problems.add(`${file}: ${literal} (${theme} ${s}/${p})`);
              }
            }
          }
        }
      }
    }
    expect([...problems]).toEqual([]);
  });
});
