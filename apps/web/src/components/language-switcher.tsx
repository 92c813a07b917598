import { Check, ChevronDown, Languages } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@slidewise/shared/i18n/languages';
import { cn } from '@/lib/class-names';
import { LANGUAGE_NAMES, changeLanguage, currentLanguage } from '@/lib/i18n';

/** Where the list opens from its button, so that it stays on screen where the switcher sits. */
const SIDES = { below: 'top-full mt-1', above: 'bottom-full mb-1' } as const;
const ALIGNS = { start: 'start-0', end: 'end-0' } as const;

const OPTION =
  'flex min-h-9 w-full items-center gap-2 rounded-lg px-2.5 text-start text-sm pointer-coarse:min-h-11 hover:bg-surface-sunken aria-[current=true]:font-semibold';

const focusCurrent = (list: HTMLElement | null) =>
  list?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();

/**
 * The interface language: a button that shows the languages as a list of buttons. Not a
 * <select>: Chromium changes a closed select's value on each arrow key, and every change would
 * switch (and re-lay out, right to left for Arabic) the whole page under the keyboard
 * (WCAG 3.2.2). Plain React, without Radix: it is part of the sign-in screens' small bundle.
 */
export function LanguageSwitcher({
  side = 'below',
  align = 'start',
}: {
  side?: keyof typeof SIDES;
  align?: keyof typeof ALIGNS;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const current = currentLanguage();

  // Opened, by key or pointer: focus goes to the language on show. This and the listeners below
  // start as the list shows: run after the paint, a key pressed at once (an arrow, Escape)
  // went to the button, or to no listener, and was lost.
  useLayoutEffect(() => {
    if (open) focusCurrent(list.current);
  }, [open]);

  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the window, in the capture phase: ahead of a Radix dialog around the switcher (the
    // phone's navigation drawer), whose listener on the document would close it on this Escape.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  const choose = (language: (typeof LANGUAGES)[number]) => {
    setOpen(false);
    button.current?.focus();
    if (language !== current) void changeLanguage(language);
  };

  return (
    <div
      ref={root}
      className="relative inline-block"
      // Tab (or Shift+Tab) moving focus out closes the list.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-labelledby={`${id}-label ${id}-name`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          // Arrow keys open the list; they never change the language.
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          if (open) focusCurrent(list.current);
          else setOpen(true);
        }}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line-strong bg-surface-raised ps-2.5 pe-2 text-sm text-fg shadow-xs pointer-coarse:min-h-11 hover:bg-surface-sunken"
      >
        <Languages aria-hidden="true" className="size-4 text-fg-muted" />
        <span id={`${id}-label`} className="sr-only">
          {t('language.label')}
        </span>
        <span id={`${id}-name`} lang={current}>
          {LANGUAGE_NAMES[current]}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 text-fg-muted', open && 'rotate-180')}
        />
      </button>
      <ul
        ref={list}
        id={`${id}-list`}
        hidden={!open}
        aria-label={t('language.label')}
        onKeyDown={(event) => {
          const all = [...event.currentTarget.querySelectorAll('button')];
          const at = all.indexOf(document.activeElement as HTMLButtonElement);
          const moves: Record<string, number> = {
            ArrowDown: (at + 1) % all.length,
            ArrowUp: (at - 1 + all.length) % all.length,
            Home: 0,
            End: all.length - 1,
          };
          const next = moves[event.key];
          if (next === undefined) return;
          event.preventDefault();
          all[next]?.focus();
        }}
        className={cn(
          'absolute z-20 w-max min-w-full max-w-[calc(100vw-2rem)] space-y-0.5 rounded-xl border border-line bg-surface-raised p-1.5 text-fg shadow-xl shadow-black/10 dark:shadow-black/50',
          SIDES[side],
          ALIGNS[align],
        )}
      >
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => choose(language)}
              className={OPTION}
            >
              <Check
                aria-hidden="true"
                className={cn('size-4 shrink-0', language !== current && 'invisible')}
              />
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
