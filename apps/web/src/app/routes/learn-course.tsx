import { useCallback, useState } from 'react';
import type { ProgressState } from '@slidewise/shared/learning/player';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SkeletonText } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useLearningCourse } from '@/features/learning/api/get-learning-course';
import { usePostProgress } from '@/features/learning/api/post-progress';
import { CourseOutcome } from '@/features/learning/components/course-outcome';
import { LeaderMessage } from '@/features/learning/components/leader-message';
import { outcomeOf } from '@/features/learning/lib/outcome';
import { CourseBarSkeleton } from '@/features/player/components/course-bar';
import {
  SlidePlayer,
  type OutcomeContext,
  type ProgressEvent,
} from '@/features/player/components/slide-player';
import { resumeSlideId } from '@/features/player/lib/navigation';
import { cn } from '@/lib/class-names';
import { DocumentTitle } from '@/components/document-title';

// Phones: the player fills the screen under the app header (4rem), without the page's padding
// (2rem): the course bar right under the header, the slide near the top of the screen,
// Previous / Next at its foot, within reach of the thumb. Loading or not, the same frame.
const PHONE_FRAME = 'max-sm:-my-8 max-sm:flex max-sm:min-h-[calc(100dvh-4rem)] max-sm:flex-col';

export function LearnCourseRoute() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const course = useLearningCourse(courseId);
  const progress = usePostProgress();
  const { mutateAsync } = progress;
  const onProgress = useCallback(
    (event: ProgressEvent) => mutateAsync({ courseId, ...event }),
    [mutateAsync, courseId],
  );

  // The sign-off's answer, newer than anything the player saw.
  const [signed, setSigned] = useState<ProgressState | null>(null);
  const card = course.data?.course;
  const renderOutcome = useCallback(
    ({ state, allDone, ...rest }: OutcomeContext) => {
      if (!card || !course.data) return null;
      const current = signed ?? state ?? card;
      const outcome = outcomeOf(current, card.settings, allDone);
      return (
        outcome && (
          <CourseOutcome
            outcome={outcome}
            courseId={courseId}
            card={card}
            state={current}
            slides={course.data.slides}
            onSigned={setSigned}
            {...rest}
          />
        )
      );
    },
    [card, course.data, courseId, signed],
  );

  // 404 (not assigned to this person) and every other failure: the route's error page.
  if (course.isError) throw course.error;

  const back = { to: paths.learn, label: t('learning.player.back') };

  if (course.isPending) {
    return (
      // Phones: the bar, then the slide's place, the player's gap (gap-2) apart: where they will
      // be. Wider: the way back on a line no taller than itself, as on any page that loads.
      <section
        aria-busy="true"
        className={cn(PHONE_FRAME, 'max-sm:gap-2 sm:space-y-6 sm:leading-none')}
      >
        <CourseBarSkeleton back={back} />
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('learning.player.loading')}</span>
          {/* Phones show the title's place in the bar. */}
          <SkeletonText lines={1} className="max-w-md max-sm:hidden" />
          <div
            aria-hidden="true"
            className="h-80 animate-pulse rounded-2xl bg-line motion-reduce:animate-none"
          />
        </div>
      </section>
    );
  }

  const { course: info, slides } = course.data;
  return (
    <section
      aria-labelledby="learn-course-title"
      className={cn('mx-auto w-full max-w-4xl', PHONE_FRAME)}
    >
      <DocumentTitle title={info.title} />
      <SlidePlayer
        // A retake starts afresh: the quiz answers of the attempt before are gone.
        key={`${courseId}:${info.attempt}`}
        slides={slides}
        language={info.language}
        mode="learner"
        // A finished course opens at the start, for review.
        initialSlideId={resumeSlideId(
          slides,
          info.status === 'completed' ? null : info.lastSlideId,
        )}
        // Every slide seen but not completed (a retake or a sign-off waits): the closing screen.
        startAtEnd={info.status !== 'completed' && info.progress === 100}
        onProgress={onProgress}
        theme={info.theme}
        renderOutcome={renderOutcome}
        heading={{
          title: info.title,
          titleId: 'learn-course-title',
          back,
          details: (
            <p className="text-fg-muted">{t('learning.card.from', { name: info.leaderName })}</p>
          ),
          message: info.message ? (
            <LeaderMessage
              leaderName={info.leaderName}
              message={info.message}
              className="sm:mt-4"
            />
          ) : undefined,
        }}
      />
    </section>
  );
}
