import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import { RichTextNodes } from '@/components/rich-text-view';
import { loadChunk } from '@/lib/chunk-reload';
import { onFirstGesture } from '@/lib/first-interaction';
import type { SlideEditorProps } from '../lib/editor-store';
import {
  EditorFrame,
  useBodyAttributes,
  type ContentEditorProps,
  type Handover,
  type Step,
} from './editor-frame';
import { EditorToolbar, textStyleButton, useTextStyleName } from './editor-toolbar';

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

/**
 * The content slide's editor, whose code (TipTap and ProseMirror: 128 KB gzipped, a third of
 * what the screen loaded) is fetched at the person's first gesture on the page (a pointer moved or
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
