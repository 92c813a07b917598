import { Award, CircleX, Download, PenLine } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearningCard } from '@slidewise/shared/learning/assignment';
import {
  questionText,
  type LearnerSlide,
  type ProgressState,
} from '@slidewise/shared/learning/player';
import type { TrainingState } from '@slidewise/shared/learning/certification';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { RightAnswer } from '@/components/right-answer';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useRetakeCourse } from '../api/retake-course';
import { useSignOffCourse } from '../api/sign-off-course';
import { certificatePdfUrl } from '@/lib/certificate-url';
import { nextAttempt, type Outcome } from '../lib/outcome';

type Feedback = LearnerSlide['feedback'];

/** The state the screen reads: the server's answer to the last save, or the course card. */
export type OutcomeState = Pick<LearningCard, 'status' | 'score'> & TrainingState;

export interface CourseOutcomeProps {
  outcome: Exclude<Outcome, null>;
  courseId: string;
  card: LearningCard;
  state: OutcomeState;
  slides: LearnerSlide[];
  /** Each quiz slide's verdict as the player holds it. */
  feedbackOf: (slide: LearnerSlide) => Feedback;
  headingRef: Ref<HTMLHeadingElement>;
  onReview: () => void;
  onSigned: (state: ProgressState) => void;
}

const heading = 'text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl';
const linkButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-primary-700 px-5 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-primary-800';
const secondaryLink =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface-raised px-5 py-2.5 text-base font-semibold text-fg hover:bg-surface-sunken';

/** The closing screen of a course that counts: not passed, the sign-off, or the certificate. */
export function CourseOutcome(props: CourseOutcomeProps) {
  if (props.outcome === 'failed') return <NotPassed {...props} />;
  if (props.outcome === 'sign_off') return <SignOff {...props} />;
  return <Completed {...props} />;
}

function NotPassed({ courseId, card, state, slides, feedbackOf, headingRef }: CourseOutcomeProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const retake = useRetakeCourse(courseId);
  const percent = (value: number) => number(value / 100, { style: 'percent' });
  const wrong = slides.filter((s) => s.quiz && feedbackOf(s)?.correct === false);
  const attempt = nextAttempt(state);
  const outOfAttempts = state.attemptsLeft === 0;

  return (
    <div className="flex w-full flex-col items-center gap-4">
      <CircleX aria-hidden="true" className="size-12 text-red-700 dark:text-red-400" />
      <h2 id="player-finish-title" ref={headingRef} tabIndex={-1} className={heading}>
        {t('learning.outcome.notPassed')}
      </h2>
      {state.score !== null && (
        <p className="text-lg">
          {t('learning.outcome.yourScore')}{' '}
          <strong className="text-3xl font-bold text-red-800 dark:text-red-300">
            {percent(state.score)}
          </strong>
        </p>
      )}
      {card.settings.passMark !== null && (
        <p className="text-fg-muted">
          {t('learning.outcome.passMark', { mark: percent(card.settings.passMark) })}
        </p>
      )}
      {wrong.length > 0 && (
        <section aria-labelledby="outcome-wrong" className="w-full max-w-xl text-start">
          <h3 id="outcome-wrong" className="mb-2 text-lg font-semibold">
            {t('learning.outcome.whatWasWrong')}
          </h3>
          <ul className="space-y-3">
            {wrong.map((slide) => {
              const feedback = feedbackOf(slide)!;
              // The course's words read in its own direction, from the page's start edge.
              return (
                <li key={slide.id} className="rounded-xl border border-line p-4">
                  <p className="font-medium">
                    <bdi lang={card.language} dir="auto">
                      {questionText(slide.quiz!)}
                    </bdi>
                  </p>
                  <div className="mt-1 text-sm">
                    <RightAnswer quiz={slide.quiz!} feedback={feedback} />
                  </div>
                  {feedback.explanation && (
                    <p className="mt-1 text-sm text-fg-muted">
                      <bdi lang={card.language} dir="auto">
                        {feedback.explanation}
                      </bdi>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {outOfAttempts ? (
        <p role="status" className="max-w-md font-medium">
          {t('learning.outcome.noAttemptsLeft', { name: card.leaderName })}
        </p>
      ) : (
        <Button
          className="min-h-12 px-5 text-base"
          isLoading={retake.isPending}
          onClick={() => retake.mutate()}
        >
          {attempt.of === null
            ? t('learning.outcome.tryAgain')
            : t('learning.outcome.tryAgainOf', {
                attempt: number(attempt.next),
                total: number(attempt.of),
              })}
        </Button>
      )}
      {retake.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(t, retake.error)}
        </p>
      )}
      <Link to={paths.learn} className={secondaryLink}>
        {t('player.end.backToLearning')}
      </Link>
    </div>
  );
}

function SignOff({ courseId, headingRef, onSigned }: CourseOutcomeProps) {
  const { t } = useTranslation();
  const signOff = useSignOffCourse(courseId);
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<{ name?: string; confirm?: string }>({});
  const confirmId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      ...(name.trim() ? {} : { name: 'learning.outcome.nameRequired' }),
      ...(confirmed ? {} : { confirm: 'learning.outcome.confirmRequired' }),
    };
    setProblem(next);
    if (next.name || next.confirm) return;
    signOff.mutate(name.trim(), { onSuccess: onSigned });
  }

  return (
    <form noValidate onSubmit={submit} className="flex w-full max-w-md flex-col gap-4 text-start">
      <PenLine
        aria-hidden="true"
        className="size-10 self-center text-primary-700 dark:text-primary-300"
      />
      <h2
        id="player-finish-title"
        ref={headingRef}
        tabIndex={-1}
        className={`${heading} text-center`}
      >
        {t('learning.outcome.signOffTitle')}
      </h2>
      <p className="text-center text-fg-muted">{t('learning.outcome.signOffBody')}</p>
      <FormField label={t('learning.outcome.fullName')} required error={problem.name}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <div className="space-y-1">
        <label htmlFor={confirmId} className="flex items-start gap-3">
          <input
            id={confirmId}
            type="checkbox"
            required
            checked={confirmed}
            aria-invalid={Boolean(problem.confirm)}
            aria-describedby={problem.confirm ? `${confirmId}-error` : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="mt-1 size-5 accent-primary-700"
          />
          <span>{t('learning.outcome.confirm')}</span>
        </label>
        {problem.confirm && (
          <p id={`${confirmId}-error`} className="text-sm text-red-700 dark:text-red-400">
            {t(problem.confirm)}
          </p>
        )}
      </div>
      {signOff.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(t, signOff.error)}
        </p>
      )}
      <Button type="submit" className="min-h-12 px-5 text-base" isLoading={signOff.isPending}>
        {t('learning.outcome.signOff')}
      </Button>
    </form>
  );
}

function Completed({ state, headingRef, onReview }: CourseOutcomeProps) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <Award aria-hidden="true" className="size-12 text-secondary-600 dark:text-secondary-400" />
      <h2 id="player-finish-title" ref={headingRef} tabIndex={-1} className={heading}>
        {state.result === 'passed' ? t('learning.outcome.passed') : t('player.end.completedTitle')}
      </h2>
      {state.score !== null && (
        <p className="text-lg">
          {t('learning.outcome.yourScore')}{' '}
          <strong className="text-3xl font-bold text-primary-800 dark:text-primary-200">
            {number(state.score / 100, { style: 'percent' })}
          </strong>
        </p>
      )}
      {state.validUntil && (
        <p className="text-fg-muted">
          {t('learning.outcome.validUntil', { date: date(state.validUntil) })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {state.certificateId && (
          <a href={certificatePdfUrl(state.certificateId)} download className={linkButton}>
            <Download aria-hidden="true" className="size-5" />
            {t('learning.outcome.downloadCertificate')}
          </a>
        )}
        <Link to={paths.learn} className={secondaryLink}>
          {t('player.end.backToLearning')}
        </Link>
        <Button variant="secondary" className="min-h-12 px-5 text-base" onClick={onReview}>
          {t('player.end.review')}
        </Button>
      </div>
    </div>
  );
}
