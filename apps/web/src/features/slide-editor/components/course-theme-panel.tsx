import { ChevronDown, Palette } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import {
  accentProblem,
  THEME_PALETTES,
  type ContrastProblem,
} from '@slidewise/shared/courses/contrast';
import {
  FONT_PAIRINGS,
  THEME_PRESETS,
  type CourseTheme,
  type FontPairing,
  type ThemePreset,
} from '@slidewise/shared/courses/theme';
import { cn } from '@/lib/class-names';
import { FONT_STACKS } from '@/lib/course-theme';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useCourseTheme } from '../hooks/use-course-theme';

const radioCard = cn(
  'flex cursor-pointer items-center gap-2 rounded-lg border border-line p-2 text-sm text-fg',
  'hover:border-line-strong has-checked:border-primary-600 has-checked:ring-2 has-checked:ring-primary-600',
  'dark:has-checked:border-primary-400 dark:has-checked:ring-primary-400',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
);

/**
 * The course theme, behind a disclosure in the settings pane: a built-in theme, an accent
 * colour for the titles (refused under WCAG AA's 3:1 for large text) and a font pairing.
 * A change shows at once on the canvas, the thumbnails and the preview, and saves itself.
 */
export function CourseThemePanel({ course }: { course: Course }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { theme, change, error } = useCourseTheme(course);
  const [accent, setAccent] = useState(theme.accent ?? THEME_PALETTES[theme.preset].light.accent);
  // Whether the titles take the leader's own colour; one is applied once it is chosen.
  const [own, setOwn] = useState(theme.accent !== undefined);
  const [refused, setRefused] = useState<(ContrastProblem & { color: string }) | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const choosePreset = (preset: ThemePreset) => {
    const next: CourseTheme = { ...theme, preset };
    if (accentProblem(next)) {
      delete next.accent;
      setOwn(false);
      setNote(t('slides.theme.accentDropped'));
    } else setNote(null);
    change(next);
  };

  const chooseAccent = (color: string | undefined) => {
    setRefused(null);
    const { accent: _old, ...rest } = theme;
    const next: CourseTheme = color ? { ...rest, accent: color } : rest;
    const problem = accentProblem(next);
    if (problem && color) {
      setRefused({ ...problem, color });
      return;
    }
    change(next);
  };

  const chooseFont = (font: FontPairing) => change({ ...theme, font });

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 border-b border-line pb-4">
      <h2 id={`${id}-heading`} className="text-sm font-semibold text-fg">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-2 rounded-md py-1 text-start hover:text-primary-800 dark:hover:text-primary-200"
        >
          <Palette aria-hidden="true" className="size-4 text-primary-700 dark:text-primary-300" />
          <span className="flex-1">{t('slides.theme.heading')}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open} className="space-y-4">
        <p className="text-xs text-fg-muted">{t('slides.theme.description')}</p>
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">{t('slides.theme.preset')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {THEME_PRESETS.map((preset) => {
              const { light } = THEME_PALETTES[preset];
              return (
                <label key={preset} className={radioCard}>
                  <input
                    type="radio"
                    name={`${id}-preset`}
                    value={preset}
                    checked={theme.preset === preset}
                    onChange={() => choosePreset(preset)}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded border border-line-strong text-xs font-bold"
                    style={{ backgroundColor: light.bg, color: light.accent }}
                  >
                    Aa
                  </span>
                  <span className="min-w-0 break-words">{t(`slides.theme.presets.${preset}`)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {note && <p className="text-xs text-fg-muted">{note}</p>}

        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">{t('slides.theme.accent')}</legend>
          <label className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={own}
              onChange={(event) => {
                setOwn(event.target.checked);
                if (!event.target.checked) chooseAccent(undefined);
              }}
              className="size-4 accent-primary-700"
            />
            {t('slides.theme.ownAccent')}
          </label>
          <div className="flex items-center gap-2">
            <input
              id={`${id}-accent`}
              type="color"
              value={accent}
              disabled={!own}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? `${id}-accent-error` : undefined}
              onChange={(event) => {
                setAccent(event.target.value);
                chooseAccent(event.target.value);
              }}
              className="h-9 w-14 cursor-pointer rounded border border-line-strong bg-surface-raised disabled:cursor-not-allowed disabled:opacity-50"
            />
            <label htmlFor={`${id}-accent`} className="text-sm text-fg">
              {t('slides.theme.accentColour')}
            </label>
          </div>
          <p
            id={`${id}-accent-error`}
            role="alert"
            className="text-sm text-red-700 dark:text-red-400"
          >
            {refused &&
              t('slides.theme.accentRefused', {
                color: refused.color,
                ratio: number(refused.ratio),
                needed: number(refused.needed),
              })}
          </p>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">{t('slides.theme.font')}</legend>
          <div className="grid gap-2">
            {FONT_PAIRINGS.map((font) => (
              <label key={font} className={radioCard}>
                <input
                  type="radio"
                  name={`${id}-font`}
                  value={font}
                  checked={(theme.font ?? 'sans') === font}
                  onChange={() => chooseFont(font)}
                  className="sr-only"
                />
                <span style={{ fontFamily: FONT_STACKS[font].heading }}>
                  {t(`slides.theme.fonts.${font}`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {error !== null && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('slides.theme.saveFailed', { reason: errorMessage(t, error) })}
          </p>
        )}
      </div>
    </section>
  );
}
