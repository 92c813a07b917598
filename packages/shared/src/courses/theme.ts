import { z } from 'zod';
import { accentProblem } from './contrast.js';

/** Built-in course themes; `contrast` is the high-contrast one. */
export const THEME_PRESETS = ['violet', 'ocean', 'forest', 'sunset', 'slate', 'contrast'] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];

export const FONT_PAIRINGS = ['sans', 'serif', 'rounded'] as const;
export type FontPairing = (typeof FONT_PAIRINGS)[number];

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const hexColourSchema = z
  .string()
  .regex(HEX_COLOUR, 'Give a colour as #rrggbb.')
  .transform((c) => c.toLowerCase());

export const courseThemeSchema = z.object({
  preset: z.enum(THEME_PRESETS),
  accent: hexColourSchema.optional(),
  font: z.enum(FONT_PAIRINGS).optional(),
});
export type CourseTheme = z.infer<typeof courseThemeSchema>;

/** A theme as a leader sets it: its accent colours the titles, so it must read on the theme. */
export const courseThemeInputSchema = courseThemeSchema.superRefine((theme, ctx) => {
  const problem = accentProblem(theme);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: ['accent'],
      message: `Titles in this colour have a contrast of ${problem.ratio}:1 on the slide background; they need at least ${problem.needed}:1.`,
    });
  }
});

export const DEFAULT_THEME: CourseTheme = { preset: 'violet' };
