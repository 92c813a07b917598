import { CircleCheck, CircleX, Info } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAnswer } from '@slidewise/shared/courses/quiz';
import type { AnswerFeedback } from '@slidewise/shared/learning/player';
import { Button } from '@/components/button';
import { cn } from '@/lib/class-names';
import { useInterfaceLanguage } from '../hooks/use-interface-language';

export interface AnswerResult {
  answer: QuizAnswer;
  /** Null when the answer was saved but no verdict came back. */
  feedback: AnswerFeedback | null;
}

/** What the player gives every kind of question. */
export interface AnswerSlideProps<Q> {
  slideId: string;
  quiz: Q;
  /** The answer given before (locked), or null while the question is open. */
  result: AnswerResult | null;
  onSubmit: (answer: QuizAnswer) => Promise<void>;
  /** Shown under the button when sending the answer failed for good. */
  error?: string | null;
  /** The answer is still on its way (the network is being retried). */
  retrying?: boolean;
  /** The course's language, for its words inside the interface's (the explanation). */
  language?: string | undefined;
}

/**
 * A question's state, for every quiz type: the reason it cannot be sent yet (a translation key),
 * sending, and the focus moving to the verdict once the answer just sent comes back.
 */
export function useAnswerForm({
  answered,
  check,
  send,
}: {
  /** An answer is on record: the form is locked. */
  answered: boolean;
  /** Why the draft cannot be sent yet (a translation key), or null. */
  check: () => string | null;
  send: () => Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const justAnswered = useRef(false);

  // The Submit button goes away once answered: the verdict takes the focus, and is read out
  // (as it is put in place, like the player's slide heading).
  useLayoutEffect(() => {
    if (answered && justAnswered.current) {
      justAnswered.current = false;
      feedbackRef.current?.focus();
    }
  }, [answered]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (answered || submitting) return;
    const issue = check();
    if (issue) {
      setProblem(issue);
      return;
    }
    setSubmitting(true);
    justAnswered.current = true;
    try {
      await send();
    } finally {
      setSubmitting(false);
    }
  }

  return {
    answered,
    problem,
    clearProblem: () => setProblem(null),
    submitting,
    submit,
    feedbackRef,
  };
}

export type AnswerFormState = ReturnType<typeof useAnswerForm>;

/**
 * The frame of every question: the inputs in a fieldset named by the question and described by
 * its hint (and by the problem, when there is one), Submit, a failed send, and the verdict in a
 * live region once answered. The question and its inputs are the course's (the slide's language);
 * the hint, Submit, the problems and the verdict are the interface's, in its language.
 */
export function AnswerForm({
  form,
  slideId,
  quizType,
  legend,
  hint,
  error,
  retrying,
  feedback,
  children,
}: {
  form: AnswerFormState;
  slideId: string;
  quizType?: string;
  legend: ReactNode;
  hint: string;
  /** Shown under the button when sending the answer failed for good. */
  error?: string | null;
  /** The answer is still on its way (the network is being retried). */
  retrying?: boolean;
  /** The verdict, shown once answered (`correct` undefined: nothing to grade, a poll). */
  feedback: { correct: boolean | undefined; testId?: string; body: ReactNode } | null;
  /** The inputs. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  const { answered, problem, submitting } = form;
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="space-y-5"
      data-slide-quiz={slideId}
      data-quiz-type={quizType}
    >
      <fieldset
        disabled={answered}
        aria-describedby={cn(hintId, problem && problemId) || undefined}
        aria-invalid={problem ? true : undefined}
        // A fieldset is as wide as its content by default; this one fits the slide.
        className="min-w-0 space-y-3"
      >
        <legend className="mb-1 text-lg font-semibold text-fg sm:text-xl">{legend}</legend>
        <p id={hintId} {...ui} className="text-sm text-fg-muted">
          {hint}
        </p>
        {children}
      </fieldset>

      <div {...ui} className="space-y-5">
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(problem)}
          </p>
        )}
        {!answered && (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" isLoading={submitting} className="min-h-12 px-6 text-base">
              {t('player.quiz.submit')}
            </Button>
            {submitting && retrying && (
              <span role="status" className="text-sm text-fg-muted">
                {t('player.retrying')}
              </span>
            )}
          </div>
        )}
        {error && !answered && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div aria-live="polite">
          {feedback && (
            <FeedbackPanel
              panelRef={form.feedbackRef}
              correct={feedback.correct}
              testId={feedback.testId}
            >
              {feedback.body}
            </FeedbackPanel>
          )}
        </div>
      </div>
    </form>
  );
}

/** The answered state, coloured by the outcome (`correct` undefined: nothing to grade, a poll). */
function FeedbackPanel({
  correct,
  panelRef,
  testId,
  children,
}: {
  correct: boolean | undefined;
  panelRef: Ref<HTMLDivElement>;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      data-testid={testId}
      className={cn(
        // Focused, it scrolls clear of the player's sticky Previous / Next bar (a 3rem button
        // and 1.5rem of padding) with a little room to spare.
        'scroll-mb-20 space-y-2 rounded-xl border px-4 py-3 focus:outline-2 focus:outline-offset-2 focus:outline-primary-600',
        correct === undefined
          ? 'border-line bg-surface-sunken text-fg'
          : correct
            ? 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50'
            : 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
      )}
    >
      {children}
    </div>
  );
}

/**
 * The verdict of a graded answer: right, wrong (then the right answer, when given) or only saved
 * (no verdict came back), and the explanation (the course's words, in its language).
 */
export function Verdict({
  feedback,
  rightAnswer,
  language,
}: {
  feedback: AnswerFeedback | null;
  /** Shown under a wrong answer. */
  rightAnswer?: ReactNode;
  /** The course's language. */
  language: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="flex items-center gap-2 text-base font-semibold">
        {feedback === null ? (
          <Info aria-hidden="true" className="size-5 shrink-0" />
        ) : feedback.correct ? (
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        ) : (
          <CircleX aria-hidden="true" className="size-5 shrink-0" />
        )}
        {feedback === null
          ? t('player.quiz.saved')
          : feedback.correct
            ? t('player.quiz.correct')
            : t('player.quiz.incorrect')}
      </p>
      {feedback && !feedback.correct && rightAnswer && <div className="text-sm">{rightAnswer}</div>}
      {feedback?.explanation && (
        <p className="text-sm">
          <span className="font-semibold">{t('player.quiz.explanation')}</span>{' '}
          <bdi lang={language} dir="auto">
            {feedback.explanation}
          </bdi>
        </p>
      )}
    </>
  );
}
