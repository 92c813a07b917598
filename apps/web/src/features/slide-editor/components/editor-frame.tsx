import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { richTextClassName } from '@/lib/rich-text/rich-text-classes';
import type { SlideEditorProps } from '../lib/editor-store';

// What the content slide's editor (rich-text-editor.tsx) shares with the text drawn in its place
// until its code arrives (content-editor.tsx).

/** A key pressed in the text before the editor arrived: text, or one the editor replays. */
export type Step = { text: string } | 'Enter' | 'Backspace' | 'start' | 'end';

/** What the person did in the text drawn before the editor arrived, for the editor to carry on. */
export interface Handover {
  /** Where they pressed it; null when focus came from the keyboard. */
  point: { x: number; y: number } | null;
  /** What they typed meanwhile, in order. */
  steps: Step[];
}

export interface ContentEditorProps extends SlideEditorProps {
  /** The text had focus when the editor arrived: the editor takes it, and what was typed. */
  handover: Handover | null;
}

/** The slide body's look and name, the same before the editor loads and after. */
export function useBodyAttributes({ language, dir }: Pick<SlideEditorProps, 'language' | 'dir'>) {
  const { t } = useTranslation();
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': t('editor.canvas.bodyLabel'),
    lang: language,
    dir,
    'data-testid': 'slide-body',
    className: cn(
      richTextClassName,
      'min-h-[22rem] px-5 py-4 sm:px-8 sm:py-6 focus:outline-none',
      // Embedded players are not clickable while editing (select, move or delete them instead).
      '[&_iframe]:pointer-events-none [&_video]:pointer-events-none',
      '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-primary-600',
    ),
  } as const;
}

/** The toolbar above the slide body, the body framed below it. */
export function EditorFrame({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-col">
      {toolbar}
      <div className="rounded-b-xl focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-primary-600 dark:focus-within:outline-primary-400">
        {children}
      </div>
    </div>
  );
}
