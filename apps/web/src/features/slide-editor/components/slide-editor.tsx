import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { ArrowLeft, Eye } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import type { Course } from '@slidewise/shared/courses/course';
import { courseMinutes } from '@slidewise/shared/courses/duration';
import type { Slide } from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { directionOf, type Language } from '@slidewise/shared/i18n/languages';
import { Button } from '@/components/button';
import { ErrorPage, errorPageKind } from '@/components/error-page';
import { Skeleton, SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { createSlide } from '../api/create-slide';
import { deleteSlide } from '../api/delete-slide';
import { useEditorCourse } from '../api/get-course';
import { useEditorSlides } from '../api/get-slides';
import { reorderSlides } from '../api/reorder-slides';
import { updateSlide } from '../api/update-slide';
import { useEditorState } from '../hooks/use-editor-store';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { EditorStore, slidesAsEdited, type EditorAction } from '../lib/editor-store';
import { slideFigures } from '../lib/slide-summary';
import { ConflictDialog, firstConflict } from './conflict-dialog';
import { CourseThemePanel } from './course-theme-panel';
import { LeaveDialog } from './leave-dialog';
import { PreviewDialog } from './preview-dialog';
import { SaveStatus } from './save-status';
import { SlideCanvas } from './slide-canvas';
import { SlideListPane } from './slide-list-pane';
import { SlideSettings } from './slide-settings';
import { DocumentTitle } from '@/components/document-title';

export interface PreviewRenderProps {
  /** The slides as they now read in the editor (unsaved valid changes included). */
  slides: Slide[];
  theme: CourseTheme;
  language: Language;
  /** Closes the preview (the player offers it on its closing screen). */
  onClose: () => void;
}

interface SlideEditorProps {
  courseId: string;
  /** The learner's player, composed by the route (features do not import each other). */
  renderPreview: (props: PreviewRenderProps) => ReactNode;
}

/** Action failures outside autosave, as a toast (keys written out for the locale check). */
function actionFailed(action: EditorAction, error: unknown) {
  const t = i18n.t.bind(i18n);
  const what = {
    add: t('editor.errors.add'),
    duplicate: t('editor.errors.duplicate'),
    delete: t('editor.errors.delete'),
    reorder: t('editor.errors.reorder'),
  }[action];
  toast.error(what, { description: errorMessage(t as never, error) });
}

/**
 * The slide editor for one course: the slide list, the canvas and the slide's
 * settings, saving by itself as the leader types.
 */
export function SlideEditor({ courseId, renderPreview }: SlideEditorProps) {
  const { t } = useTranslation();
  const course = useEditorCourse(courseId);
  const slides = useEditorSlides(courseId);
  const error = course.error ?? slides.error;

  if (error) {
    return (
      <ErrorPage
        kind={errorPageKind(error)}
        error={error}
        onRetry={() => {
          void course.refetch();
          void slides.refetch();
        }}
      />
    );
  }

  const title = course.data?.title ?? t('routes.courseSlides.title');
  return (
    <div className="space-y-5">
      <DocumentTitle title={`${title} · ${t('routes.courseSlides.title')}`} />
      {course.data && slides.data ? (
        <LoadedEditor course={course.data} slides={slides.data} renderPreview={renderPreview} />
      ) : (
        <EditorSkeleton />
      )}
    </div>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <header className="space-y-2">
        <p className="text-sm font-medium text-fg-muted">{t('routes.courseSlides.title')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-fg">
          <span className="sr-only">{t('routes.courseSlides.title')}</span>
          <Skeleton className="h-9 w-72" />
        </h1>
      </header>
      <div className="grid gap-5 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <SkeletonList rows={5} label={t('editor.loading')} />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </>
  );
}

function LoadedEditor({
  course,
  slides,
  renderPreview,
}: {
  course: Course;
  slides: Slide[];
  renderPreview: SlideEditorProps['renderPreview'];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [store] = useState(
    () =>
      new EditorStore(course.id, slides, {
        api: { createSlide, updateSlide, deleteSlide, reorderSlides },
        onError: actionFailed,
        // Course figures (slide count, minutes) shown elsewhere are out of date now.
        onSaved: () => void queryClient.invalidateQueries({ queryKey: ['courses'] }),
      }),
  );
  useEffect(() => () => store.flushPending(), [store]);
  const blocker = useLeaveGuard(store);

  const language = course.language;
  const dir = directionOf(language);

  const conflict = useEditorState(store, (state) => {
    const id = firstConflict(state);
    return id ? (state.slides[id]?.conflict ?? null) : null;
  });
  const [dismissed, setDismissed] = useState<Slide | null>(null);

  // A snapshot taken when the preview opens; it starts at the first slide, as a learner does.
  const [preview, setPreview] = useState<Slide[] | null>(null);
  const openPreview = () => setPreview(slidesAsEdited(store.getState()));

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 space-y-1">
          <Link
            to={pathTo.courseView(course.id)}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary-800 hover:underline dark:text-primary-200"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('editor.backToCourse')}
          </Link>
          <p className="text-sm font-medium text-fg-muted">{t('routes.courseSlides.title')}</p>
          <h1
            className="text-3xl font-bold tracking-tight break-words text-fg"
            dir={dir}
            lang={language}
          >
            {course.title}
          </h1>
          <CourseFigures store={store} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveStatus store={store} onResolveConflict={() => setDismissed(null)} />
          <Button variant="secondary" onClick={openPreview}>
            <Eye aria-hidden="true" className="size-4" />
            {t('editor.preview.open')}
          </Button>
        </div>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[17rem_minmax(0,1fr)] xl:grid-cols-[17rem_minmax(0,1fr)_15rem]">
        <SlideListPane store={store} theme={course.theme} />
        <SlideCanvas store={store} language={language} dir={dir} theme={course.theme} />
        <aside
          aria-label={t('editor.settings.heading')}
          className="space-y-4 rounded-xl border border-line bg-surface-raised p-4 lg:col-start-2 xl:col-start-auto"
        >
          <CourseThemePanel course={course} />
          <SlideSettings store={store} dir={dir} theme={course.theme} />
        </aside>
      </div>

      <ConflictDialog
        store={store}
        open={conflict !== null && conflict !== dismissed}
        onOpenChange={(open) => !open && setDismissed(conflict)}
      />
      <LeaveDialog store={store} blocker={blocker} />
      <PreviewDialog
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={course.title}
      >
        {preview &&
          renderPreview({
            slides: preview,
            theme: course.theme,
            language,
            onClose: () => setPreview(null),
          })}
      </PreviewDialog>
    </>
  );
}

/** "12 slides · about 9 min", from the slides as edited. */
function CourseFigures({ store }: { store: EditorStore }) {
  const { t } = useTranslation();
  const order = useEditorState(store, (state) => state.order);
  const slides = useEditorState(store, (state) => state.slides);
  const minutes = useMemo(
    () =>
      courseMinutes(
        order.reduce((sum, id) => sum + (slides[id] ? slideFigures(slides[id]).minutes : 0), 0),
      ),
    [order, slides],
  );
  return (
    <p className="text-sm text-fg-muted">{t('editor.figures', { count: order.length, minutes })}</p>
  );
}
