import { ChevronLeft, ChevronRight, CloudOff } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '@slidewise/shared/i18n/languages';
import type { QuizAnswer } from '@slidewise/shared/courses/quiz';
import { DEFAULT_THEME, type CourseTheme } from '@slidewise/shared/courses/theme';
import {
  questionText,
  type LearnerSlide,
  type ProgressState,
} from '@slidewise/shared/learning/player';
import { Button } from '@/components/button';
import { SlideStage } from '@/components/slide-stage';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useProgressQueue } from '../hooks/use-progress-queue';
import { useSwipe } from '../hooks/use-swipe';
import { previewFeedback, scoreOf, type PreviewKey } from '../lib/answer';
import { indexOfSlide, stepIndex, type Step } from '../lib/navigation';
import { CourseBar, type CourseHeading } from './course-bar';
import { FinishScreen } from './finish-screen';
import { Flashcards } from './flashcards';
import type { AnswerResult } from './answer-form';
import { QuestionSlide } from './interaction-slide';
import { usePreloadDragging } from './ordering-input';

export interface ProgressEvent {
  slideId: string;
  answer?: QuizAnswer;
}

export interface SlidePlayerProps {
  slides: LearnerSlide[];
  /**
   * The course's language: the slide content's `lang` and direction. The player's own chrome
   * (progress bar, buttons, arrows) follows the interface language instead.
   */
  language: string;
  /** `learner` saves progress through `onProgress`; `preview` sends nothing and grades locally. */
  mode: 'learner' | 'preview';
  /** Where to start (resume); the first slide when absent or unknown. */
  initialSlideId?: string;
  /** Open on the closing screen instead (an attempt that waits for a retake or a sign-off). */
  startAtEnd?: boolean;
  /**
   * Saves reaching a slide (and a quiz answer). Resolves with the server's state, whose
   * `feedback` grades an answer. Failures that may pass are retried; a 4xx is shown.
   */
  onProgress?: (event: ProgressEvent) => Promise<ProgressState | void>;
  /** Preview only: what grades each quiz slide, by slide id. */
  previewAnswers?: Record<string, PreviewKey>;
  /** The course theme: colours, fonts and the 16:9 stage's look. */
  theme?: CourseTheme;
  /** Preview only: closes the preview (offered on the closing screen). */
  onExit?: () => void;
  /**
   * Learner only: the closing screen of a course that counts (not passed, sign-off,
   * certificate), given the server's latest state; null keeps the default screen.
   */
  renderOutcome?: (context: OutcomeContext) => ReactNode;
  /**
   * Learner: the course above the slide (the page's h1, the way back, details), sharing one
   * compact bar with the progress on phones. Without it, only the progress shows.
   */
  heading?: CourseHeading;
}

export interface OutcomeContext {
  /** The server's latest state, null until the first save answers. */
  state: ProgressState | null;
  /** Every slide viewed and every question answered. */
  allDone: boolean;
  feedbackOf: (slide: LearnerSlide) => LearnerSlide['feedback'];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReview: () => void;
}

/**
 * A course, one slide at a time: previous / next buttons, the arrow keys and a
 * sideways swipe (mirrored for right-to-left courses), a progress bar with
 * "Slide n of m", quizzes that lock once answered, and a closing screen.
 */
export function SlidePlayer({
  slides,
  language,
  mode,
  initialSlideId,
  startAtEnd = false,
  onProgress,
  previewAnswers,
  onExit,
  theme = DEFAULT_THEME,
  renderOutcome,
  heading,
}: SlidePlayerProps) {
  const { t, i18n } = useTranslation();
  const { number } = useFormat();
  const headingId = useId();
  const courseLanguage = isLanguage(language) ? language : undefined;
  const direction = courseLanguage ? directionOf(courseLanguage) : 'ltr';
  const chromeDirection = i18n.dir();
  const learner = mode === 'learner';
  const count = slides.length;
  usePreloadDragging(slides);

  const [index, setIndex] = useState(() =>
    startAtEnd ? slides.length : indexOfSlide(slides, initialSlideId),
  );
  // Slides can disappear under a preview; never point past the closing screen.
  const position = Math.min(index, count);
  const finished = count > 0 && position === count;
  const slide = finished ? undefined : slides[position];

  const [results, setResults] = useState<Record<string, AnswerResult>>({});
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [serverState, setServerState] = useState<ProgressState | null>(null);
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const send = useMemo(
    () =>
      onProgress ? async (event: ProgressEvent) => (await onProgress(event)) ?? null : undefined,
    [onProgress],
  );
  const { queue, status } = useProgressQueue<ProgressEvent, ProgressState | null>(send);

  const resultOf = useCallback(
    (target: LearnerSlide): AnswerResult | null =>
      results[target.id] ??
      (target.answer !== null ? { answer: target.answer, feedback: target.feedback } : null),
    [results],
  );

  // Reaching a slide counts as viewing it: saved at once (in order, retried if the network fails).
  const slideId = slide?.id;
  useEffect(() => {
    if (!slideId) return;
    setVisited((seen) => (seen.has(slideId) ? seen : new Set(seen).add(slideId)));
    if (!learner || !send) return;
    queue.push({ slideId }).then(
      (state) => {
        setSaveError(null);
        if (state) setServerState(state);
      },
      (error: unknown) => setSaveError(errorMessage(t, error)),
    );
  }, [slideId, learner, send, queue, t]);

  // After a turn, the new slide's heading takes focus: the answers are the next Tabs.
  const slideHeadingRef = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  const go = useCallback(
    (step: Step) => {
      turned.current = true;
      setIndex((current) => stepIndex(Math.min(current, count), step, count));
    },
    [count],
  );
  const jump = useCallback((at: number) => {
    turned.current = true;
    setIndex(at);
  }, []);
  useArrowKeys(go, chromeDirection);
  const swipe = useSwipe(go, chromeDirection);
  // As the new slide is put in place (a layout effect): from an effect, which runs after the
  // paint, the move could come after the learner (or a test, on a busy machine) had already
  // focused one of the new slide's answers, and take the focus from it.
  useLayoutEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    slideHeadingRef.current?.focus();
  }, [position]);

  // The closing screen replaces the buttons that had the focus: its heading takes it.
  const finishRef = useRef<HTMLHeadingElement>(null);
  const wasFinished = useRef(finished);
  useLayoutEffect(() => {
    if (finished && !wasFinished.current) finishRef.current?.focus();
    wasFinished.current = finished;
  }, [finished]);

  async function answer(target: LearnerSlide, chosen: QuizAnswer) {
    setAnswerErrors(({ [target.id]: _dropped, ...rest }) => rest);
    if (!learner || !send) {
      const feedback = previewFeedback(chosen, previewAnswers?.[target.id]);
      setResults((current) => ({ ...current, [target.id]: { answer: chosen, feedback } }));
      return;
    }
    try {
      const state = await queue.push({ slideId: target.id, answer: chosen });
      if (state) setServerState(state);
      setResults((current) => ({
        ...current,
        [target.id]: { answer: chosen, feedback: state?.feedback ?? null },
      }));
    } catch (error) {
      setAnswerErrors((current) => ({ ...current, [target.id]: errorMessage(t, error) }));
    }
  }

  const viewed = (target: LearnerSlide) => target.viewed || visited.has(target.id);
  const remaining = slides
    .map((target, at) => ({ target, at }))
    .filter(
      ({ target }) => !viewed(target) || (target.kind === 'quiz' && resultOf(target) === null),
    );
  const saving = learner && status.pending > 0;
  const completed =
    learner && serverState ? serverState.status === 'completed' : remaining.length === 0;
  const score =
    learner && serverState
      ? serverState.score
      : scoreOf(slides, (at) => resultOf(slides[at]!)?.feedback ?? null);

  const shown = finished ? count : position + 1;
  const positionText = t('player.position', { current: number(shown), total: number(count) });

  if (count === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line-strong bg-surface-raised px-6 py-12 text-center text-fg-muted">
        {t('player.noSlides')}
      </p>
    );
  }

  const navButton =
    'min-h-12 flex-1 px-5 text-base sm:flex-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
  const atStart = position === 0;

  const progress = (
    <div
      role="progressbar"
      aria-label={t('player.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={shown}
      aria-valuetext={positionText}
      className={cn(
        'overflow-hidden rounded-full bg-surface-sunken',
        heading ? 'h-1 sm:h-2' : 'h-2',
      )}
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width] duration-200 motion-reduce:transition-none"
        style={{ width: `${(shown / count) * 100}%` }}
      />
    </div>
  );
  const retrying = status.retrying && (
    <p role="status" className="flex items-center gap-1.5 text-sm text-fg-muted">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('player.retrying')}
    </p>
  );

  return (
    <div
      className={cn('flex flex-1 flex-col', heading ? 'gap-2 sm:gap-4' : 'gap-4')}
      data-player-mode={mode}
    >
      {heading ? (
        <CourseBar
          {...heading}
          lang={courseLanguage}
          position={
            <p aria-live="polite">
              <span className="max-sm:sr-only">{positionText}</span>
              {/* Phones: "3 / 12"; assistive technology hears the sentence. */}
              <span aria-hidden="true" className="text-fg-muted tabular-nums sm:hidden">
                {t('player.positionShort', { current: number(shown), total: number(count) })}
              </span>
            </p>
          }
          progress={progress}
          status={retrying}
        />
      ) : (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p aria-live="polite" className="font-medium text-fg">
              {positionText}
            </p>
            {retrying}
          </div>
          {progress}
        </div>
      )}

      {saveError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('player.notSaved', { reason: saveError })}
        </p>
      )}

      {finished ? (
        <FinishScreen
          headingRef={finishRef}
          mode={mode}
          saving={saving}
          retrying={status.retrying}
          completed={completed}
          score={score}
          remaining={remaining.map(({ target, at }) => ({
            index: at,
            label:
              target.title.trim() ||
              (target.quiz && questionText(target.quiz)) ||
              t('player.untitled', { number: number(at + 1) }),
            quiz: target.kind === 'quiz',
          }))}
          onJump={jump}
          onRestart={() => jump(0)}
          onExit={onExit}
          outcome={
            learner && !saving
              ? renderOutcome?.({
                  state: serverState,
                  allDone: remaining.length === 0,
                  feedbackOf: (target) => resultOf(target)?.feedback ?? null,
                  headingRef: finishRef,
                  onReview: () => setIndex(0),
                })
              : null
          }
        />
      ) : (
        slide && (
          <article
            key={slide.id}
            aria-labelledby={headingId}
            // The slide is the course's; the interface's own words in it carry the interface's
            // language and direction (the quiz's hint, Submit, the feedback).
            lang={courseLanguage}
            dir={direction}
            className="touch-pan-y"
            {...swipe}
          >
            <SlideStage
              slide={slide}
              theme={theme}
              fit="stage"
              headingId={headingId}
              headingRef={slideHeadingRef}
              untitled={t('player.untitled', { number: number(position + 1) })}
            >
              {slide.kind === 'quiz' && slide.quiz ? (
                <QuestionSlide
                  slideId={slide.id}
                  quiz={slide.quiz}
                  result={resultOf(slide)}
                  onSubmit={(chosen) => answer(slide, chosen)}
                  error={answerErrors[slide.id] ?? null}
                  retrying={status.retrying}
                  language={courseLanguage}
                />
              ) : slide.cards ? (
                <Flashcards cards={slide.cards} />
              ) : null}
            </SlideStage>
          </article>
        )
      )}

      <nav
        aria-label={t('player.navigation')}
        // At the foot of the screen on a short slide (phones: the page fills it), stuck there on a long one.
        className="sticky bottom-0 z-10 -mx-1 mt-auto flex gap-3 bg-surface/95 px-1 py-3 backdrop-blur-sm"
      >
        <Button
          variant="secondary"
          className={navButton}
          aria-disabled={atStart || undefined}
          onClick={() => !atStart && go('previous')}
        >
          <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          {t('player.previous')}
        </Button>
        {!finished && (
          <Button className={cn(navButton, 'sm:ms-auto')} onClick={() => go('next')}>
            {position === count - 1 ? t('player.finish') : t('player.next')}
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </Button>
        )}
      </nav>
    </div>
  );
}
