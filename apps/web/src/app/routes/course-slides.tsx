import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import {
  SlideEditor,
  type PreviewRenderProps,
} from '@/features/slide-editor/components/slide-editor';
import { toPreviewCourse } from '@/features/slide-editor/lib/preview-slides';
import { lazyComponent } from '@/lib/chunk-reload';

// The player's code (13 KB gzipped) loads when the preview first opens.
const SlidePlayer = lazyComponent(
  () => import('@/features/player/components/slide-player'),
  (m) => m.SlidePlayer,
);

/** `/courses/edit/slides/:id`: the slide editor, with the learner's player as its preview. */
export function CourseSlidesRoute() {
  const { id = '' } = useParams();
  return <SlideEditor key={id} courseId={id} renderPreview={(props) => <Preview {...props} />} />;
}

function Preview({ slides, theme, language, onClose }: PreviewRenderProps) {
  const course = toPreviewCourse(slides);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
      <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
        <SlidePlayer
          mode="preview"
          slides={course.slides}
          previewAnswers={course.previewAnswers}
          theme={theme}
          language={language}
          onExit={onClose}
        />
      </Suspense>
    </div>
  );
}
