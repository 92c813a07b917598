import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import { RichTextNodes } from '@/components/rich-text-view';
import { loadChunk } from '@/lib/chunk-reload';
import { cn } from '@/lib/class-names';
import { onFirstGesture } from '@/lib/first-interaction';
import { richTextClassName } from '@/lib/rich-text/rich-text-classes';
import type { SlideEditorProps } from '../lib/editor-store';
import { EditorToolbar, textStyleButton, useTextStyleName } from './editor-toolbar';

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

/** The step a key stands for, in the text before the editor arrives; null leaves it be. */
function stepOf(event: KeyboardEvent): Step | null {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && (event.key === 'End' || event.key === 'Home'))
    return event.key === 'End' ? 'end' : 'start';
  if (mod || event.altKey || event.nativeEvent.isComposing) return null;
  if (event.key === 'Enter' || event.key === 'Backspace') return event.key;
  return [...event.key].length === 1 ? { text: event.key } : null;
}

const loadEditor = () => import('./rich-text-editor');
type Editor = ComponentType<ContentEditorProps>;

/** The editor's code, once loaded: every later slide mounts it at once. */
let loaded: Editor | null = null;

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

/**
 * The content slide's editor, whose code (TipTap and ProseMirror: 130 KB gzipped, a third of
 * the screen's) is fetched at the person's first gesture on the page (a pointer moved or
 * pressed, a key), not before: opening the screen costs only what draws it. Until then the
 * slide's text is drawn as the player draws it, in the editor's frame, with the toolbar's
 * buttons disabled; a press in the text, focus on it and keys typed in it carry over to the editor.
 */
export function ContentEditor(props: SlideEditorProps) {
  const [arrived, setArrived] = useState<{ Editor: Editor; handover: Handover | null } | null>(
    () => (loaded ? { Editor: loaded, handover: null } : null),
  );
  const [, setFailure] = useState<unknown>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const handoverRef = useRef<Handover>({ point: null, steps: [] });

  useEffect(() => {
    if (arrived) return;
    let cancelled = false;
    const stopWaiting = onFirstGesture(() =>
      loadChunk(loadEditor).then(
        ({ RichTextEditor }) => {
          loaded = RichTextEditor;
          if (cancelled) return;
          // The text drawn meanwhile hands over its focus, where it was pressed, what was typed.
          const focused = bodyRef.current !== null && bodyRef.current === document.activeElement;
          setArrived({ Editor: RichTextEditor, handover: focused ? handoverRef.current : null });
        },
        // Thrown from a render, for the screen's error boundary.
        (error: unknown) =>
          !cancelled &&
          setFailure(() => {
            throw error;
          }),
      ),
    );
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [arrived]);

  if (arrived) return <arrived.Editor {...props} handover={arrived.handover} />;
  return <TextBeforeEditor {...props} bodyRef={bodyRef} handoverRef={handoverRef} />;
}

function TextBeforeEditor({
  store,
  slideId,
  language,
  dir,
  bodyRef,
  handoverRef,
}: SlideEditorProps & {
  bodyRef: RefObject<HTMLDivElement | null>;
  handoverRef: RefObject<Handover>;
}) {
  const { t } = useTranslation();
  const name = useTextStyleName();
  const body = useBodyAttributes({ language, dir });
  const [doc] = useState(() => store.getState().slides[slideId]?.draft.body ?? EMPTY_DOC);
  return (
    <EditorFrame
      toolbar={
        <EditorToolbar
          state={null}
          onCommand={() => {}}
          textStyle={
            <button
              type="button"
              disabled
              {...textStyleButton(name(0), `${t('editor.toolbar.textStyle')}: ${name(0)}`)}
            />
          }
        />
      }
    >
      <div
        {...body}
        ref={bodyRef}
        aria-readonly="true"
        tabIndex={0}
        onPointerDown={(event) =>
          (handoverRef.current.point = { x: event.clientX, y: event.clientY })
        }
        onKeyDown={(event) => {
          const step = stepOf(event);
          if (!step) return;
          event.preventDefault();
          handoverRef.current.steps.push(step);
        }}
      >
        <RichTextNodes doc={doc} />
      </div>
    </EditorFrame>
  );
}
