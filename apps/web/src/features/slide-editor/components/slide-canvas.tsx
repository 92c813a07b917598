import { FilePlus2, Presentation } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { lazyComponent } from '@/lib/chunk-reload';
import { onFirstGesture } from '@/lib/first-interaction';
import { useEditorState } from '../hooks/use-editor-store';
import type { EditorStore } from '../lib/editor-store';
import { CanvasStage } from './canvas-stage';
import { ContentEditor } from './content-editor';
import { focusThumbnail } from './slide-list';
import { SlideNotes } from './slide-design-fields';

// The other kinds' editors load at the first gesture on the page (with the text editor's
// engine, content-editor.tsx), or when a slide of theirs is the one open.
const loadQuizEditor = () => import('./quiz-editor');
const QuizEditor = lazyComponent(loadQuizEditor, (m) => m.QuizEditor);
const loadInteractionEditor = () => import('./interaction-editor');
const InteractionEditor = lazyComponent(loadInteractionEditor, (m) => m.InteractionEditor);
const prefetchEditors = () =>
  void Promise.all([loadQuizEditor(), loadInteractionEditor()]).catch(() => undefined);

/** The middle pane: the selected slide's editor, in the course's language and direction. */
export function SlideCanvas({
  store,
  language,
  dir,
  theme,
}: {
  store: EditorStore;
  language: string;
  dir: 'ltr' | 'rtl';
  theme: CourseTheme;
}) {
  const { t } = useTranslation();
  useEffect(() => onFirstGesture(prefetchEditors), []);
  const selectedId = useEditorState(store, (state) => state.selectedId);
  const kind = useEditorState(store, (state) =>
    state.selectedId ? state.slides[state.selectedId]?.server.kind : undefined,
  );
  const typed = useEditorState(store, (state) =>
    state.selectedId ? Boolean(state.slides[state.selectedId]?.draft.interaction) : false,
  );
  const revision = useEditorState(store, (state) =>
    state.selectedId ? (state.slides[state.selectedId]?.revision ?? 0) : 0,
  );
  const number = useEditorState(store, (state) =>
    state.selectedId ? state.order.indexOf(state.selectedId) + 1 : 0,
  );

  if (!selectedId || !kind) {
    return (
      <EmptyState
        icon={Presentation}
        title={t('editor.empty.title')}
        description={t('routes.courseSlides.description')}
        action={
          <Button
            onClick={() =>
              void store.addSlide('content').then((slide) => slide && focusThumbnail(slide.id))
            }
          >
            <FilePlus2 aria-hidden="true" className="size-4" />
            {t('editor.empty.action')}
          </Button>
        }
      />
    );
  }

  const key = `${selectedId}:${revision}`;
  const editor = { store, slideId: selectedId, language, dir };
  return (
    <section
      aria-label={t('editor.canvas.label', { number })}
      data-slide-kind={kind}
      className="overflow-clip rounded-xl border border-line bg-surface-raised shadow-xs"
    >
      <CanvasStage {...editor} theme={theme} />
      <Suspense fallback={<Skeleton className="m-5 h-80" />}>
        {kind === 'flashcards' || typed ? (
          <InteractionEditor key={key} store={store} slideId={selectedId} dir={dir} />
        ) : kind === 'quiz' ? (
          <QuizEditor key={key} {...editor} />
        ) : (
          <ContentEditor key={key} {...editor} />
        )}
      </Suspense>
      <SlideNotes key={`notes-${key}`} store={store} slideId={selectedId} />
    </section>
  );
}
