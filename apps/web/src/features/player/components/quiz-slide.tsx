import { CircleCheck, CircleX, Info } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAnswer } from '@slidewise/shared/courses/quiz';
import { cn } from '@/lib/class-names';
import { AnswerControls, FeedbackPanel } from './answer-controls';
import { answerProblem, normaliseAnswer, type Feedback } from '../lib/answer';

export interface QuizResult {
  answer: QuizAnswer;
  /** Null when the answer was saved but no verdict came back. */
  feedback: Feedback | null;
}

interface QuizSlideProps {
  slideId: string;
  quiz: { question: string; options: string[]; multiple: boolean };
  /** The answer given before (locked), or null while the question is open. */
  result: QuizResult | null;
  onSubmit: (answer: number[]) => Promise<void>;
  /** Shown under the button when sending the answer failed for good. */
  error?: string | null;
  /** The answer is still on its way (the network is being retried). */
  retrying?: boolean;
}

/**
 * A question: one choice (radio buttons) or several (checkboxes). Once submitted,
 * the answer is locked and the verdict, the right options and the explanation show.
 */
export function QuizSlide({ slideId, quiz, result, onSubmit, error, retrying }: QuizSlideProps) {
  const { t } = useTranslation();
  const id = useId();
  const [selected, setSelected] = useState<number[]>((result?.answer as number[]) ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const justAnswered = useRef(false);
  const locked = result !== null;
  const chosen = (result?.answer as number[] | undefined) ?? selected;

  // The Submit button goes away once answered: the verdict takes the focus, and is read out.
  useEffect(() => {
    if (result && justAnswered.current) {
      justAnswered.current = false;
      feedbackRef.current?.focus();
    }
  }, [result]);

  function toggle(option: number, checked: boolean) {
    setProblem(null);
    setSelected((current) =>
      quiz.multiple
        ? checked
          ? normaliseAnswer([...current, option])
          : current.filter((value) => value !== option)
        : [option],
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || submitting) return;
    const issue = answerProblem(selected, quiz);
    if (issue) {
      setProblem(issue);
      return;
    }
    setSubmitting(true);
    justAnswered.current = true;
    try {
      await onSubmit(normaliseAnswer(selected));
    } finally {
      setSubmitting(false);
    }
  }

  const feedback = result?.feedback ?? null;
  const rightOptions = feedback?.correctOptions ?? [];
  const correctOptions = new Set(rightOptions);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-slide-quiz={slideId}>
      <fieldset
        disabled={locked}
        aria-describedby={cn(hintId, problem && problemId) || undefined}
        aria-invalid={problem ? true : undefined}
        className="space-y-3"
      >
        <legend className="mb-1 text-lg font-semibold text-fg sm:text-xl">{quiz.question}</legend>
        <p id={hintId} className="text-sm text-fg-muted">
          {quiz.multiple ? t('player.quiz.multipleHint') : t('player.quiz.singleHint')}
        </p>
        <ul className="space-y-2">
          {quiz.options.map((option, index) => {
            const isChosen = chosen.includes(index);
            const isRight = feedback !== null && correctOptions.has(index);
            const isWrongChoice = feedback !== null && isChosen && !isRight;
            return (
              <li key={index}>
                <label
                  className={cn(
                    'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 px-4 py-3 text-base',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                    !locked && 'hover:border-primary-400',
                    locked && 'cursor-default',
                    isRight
                      ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950'
                      : isWrongChoice
                        ? 'border-red-600 bg-red-50 dark:border-red-400 dark:bg-red-950'
                        : isChosen
                          ? 'border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950'
                          : 'border-line bg-surface-raised',
                  )}
                >
                  <input
                    type={quiz.multiple ? 'checkbox' : 'radio'}
                    name={`quiz-${slideId}`}
                    value={index}
                    checked={isChosen}
                    onChange={(event) => toggle(index, event.target.checked)}
                    className="mt-1 size-4 shrink-0 accent-primary-700"
                  />
                  <span className="min-w-0 flex-1 text-fg">{option}</span>
                  {isRight && (
                    <span className="shrink-0 text-sm font-semibold text-emerald-800 dark:text-emerald-200">
                      {t('player.quiz.rightOption')}
                    </span>
                  )}
                  {isWrongChoice && (
                    <span className="shrink-0 text-sm font-semibold text-red-800 dark:text-red-200">
                      {t('player.quiz.yourAnswer')}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <AnswerControls
        problem={problem}
        problemId={problemId}
        locked={locked}
        submitting={submitting}
        retrying={retrying}
        error={error}
      />
      <div aria-live="polite">
        {result && (
          <FeedbackPanel
            panelRef={feedbackRef}
            correct={feedback === null ? undefined : feedback.correct}
          >
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
            {feedback && !feedback.correct && rightOptions.length > 0 && (
              <p className="text-sm">
                {t('player.quiz.rightAnswerIs', {
                  count: rightOptions.length,
                  answer: rightOptions
                    .map((option) => quiz.options[option])
                    .filter(Boolean)
                    .join(' · '),
                })}
              </p>
            )}
            {feedback?.explanation && (
              <p className="text-sm">
                <span className="font-semibold">{t('player.quiz.explanation')}</span>{' '}
                {feedback.explanation}
              </p>
            )}
          </FeedbackPanel>
        )}
      </div>
    </form>
  );
}
