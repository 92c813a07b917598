import { ArrowRight, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAnswer } from '@slidewise/shared/courses/quiz';
import type { AnswerFeedback, LearnerQuiz } from '@slidewise/shared/learning/player';
import { RightAnswer } from '@/components/right-answer';
import { cn } from '@/lib/class-names';
import { QuizSlide } from './quiz-slide';
import { AnswerForm, useAnswerForm, Verdict, type AnswerSlideProps } from './answer-form';
import { useFormat } from '@/lib/format';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { toggleOption } from '../lib/answer';
import { isTypedQuiz, splitBlanks, type TypedQuiz } from '../lib/interactions';
import { OrderingInput } from './ordering-input';

const optionClass = (chosen: boolean) =>
  cn(
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-base',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
    'has-[:disabled]:cursor-default',
    chosen
      ? 'border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950'
      : 'border-line bg-surface-raised hover:border-primary-400',
  );

/**
 * True/false, ordering, matching, fill-in-the-blank and poll: each a form that
 * works by keyboard, touch and screen reader; once sent, the answer locks and the
 * verdict (or, for a poll, how everyone answered) takes the focus and is read out.
 */
export function InteractionSlide({
  quiz,
  result,
  onSubmit,
  language,
  ...frame
}: AnswerSlideProps<TypedQuiz>) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  const locked = result !== null;
  const [draft, setDraft] = useState<QuizAnswer | null>(() => result?.answer ?? initialDraft(quiz));
  const answer = result?.answer ?? draft;
  const form = useAnswerForm({
    answered: locked,
    check: () => draftProblem(quiz, draft),
    send: () => onSubmit(draft!),
  });

  const change = (next: QuizAnswer | null) => {
    form.clearProblem();
    setDraft(next);
  };

  return (
    <AnswerForm
      form={form}
      {...frame}
      quizType={quiz.type}
      legend={
        quiz.type === 'fill_blank' ? (
          <span {...ui} className="block">
            {t('slides.play.fillTheBlanks')}
          </span>
        ) : (
          quiz.question
        )
      }
      hint={t(`slides.play.hint.${quiz.type}`, {
        count: quiz.type === 'poll' && quiz.multiple ? 2 : 1,
      })}
      feedback={
        result && {
          correct: result.feedback?.correct,
          testId: 'interaction-feedback',
          body: (
            <FeedbackBody
              quiz={quiz}
              feedback={result.feedback}
              answer={result.answer}
              language={language}
            />
          ),
        }
      }
    >
      <Inputs
        quiz={quiz}
        answer={answer}
        onChange={change}
        locked={locked}
        slideId={frame.slideId}
      />
    </AnswerForm>
  );
}

function initialDraft(quiz: TypedQuiz): QuizAnswer | null {
  switch (quiz.type) {
    case 'ordering':
      return [...quiz.items];
    case 'matching':
      return quiz.left.map((left): [string, string] => [left, '']);
    case 'fill_blank':
      return Array.from({ length: quiz.blanks }, () => '');
    case 'poll':
      return [];
    default:
      return null;
  }
}

/** Why the answer cannot be sent yet (a translation key), or null. */
function draftProblem(quiz: TypedQuiz, draft: QuizAnswer | null): string | null {
  switch (quiz.type) {
    case 'true_false':
      return typeof draft === 'boolean' ? null : 'player.quiz.chooseOne';
    case 'ordering':
      return null;
    case 'matching': {
      const rights = (draft as [string, string][]).map((pair) => pair[1]);
      if (rights.some((right) => !right)) return 'slides.play.matchEvery';
      return new Set(rights).size === rights.length ? null : 'slides.play.matchOnce';
    }
    case 'fill_blank':
      return (draft as string[]).some((entry) => !entry.trim()) ? 'slides.play.fillEvery' : null;
    case 'poll':
      return (draft as number[]).length === 0
        ? quiz.multiple
          ? 'player.quiz.chooseSome'
          : 'player.quiz.chooseOne'
        : null;
  }
}

function Inputs({
  quiz,
  answer,
  onChange,
  locked,
  slideId,
}: {
  quiz: TypedQuiz;
  answer: QuizAnswer | null;
  onChange: (answer: QuizAnswer | null) => void;
  locked: boolean;
  slideId: string;
}) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  switch (quiz.type) {
    case 'true_false':
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          {[true, false].map((value) => (
            <label key={String(value)} className={optionClass(answer === value)}>
              <input
                type="radio"
                name={`quiz-${slideId}`}
                checked={answer === value}
                onChange={() => onChange(value)}
                className="size-4 accent-primary-700"
              />
              <span {...ui} className="text-fg">
                {value ? t('slides.play.true') : t('slides.play.false')}
              </span>
            </label>
          ))}
        </div>
      );
    case 'poll': {
      const chosen = (answer as number[] | null) ?? [];
      return (
        <ul className="space-y-2">
          {quiz.options.map((option, index) => (
            <li key={index}>
              <label className={optionClass(chosen.includes(index))}>
                <input
                  type={quiz.multiple ? 'checkbox' : 'radio'}
                  name={`quiz-${slideId}`}
                  checked={chosen.includes(index)}
                  onChange={(event) =>
                    onChange(toggleOption(chosen, index, event.target.checked, quiz.multiple))
                  }
                  className="size-4 accent-primary-700"
                />
                <span className="text-fg">{option}</span>
              </label>
            </li>
          ))}
        </ul>
      );
    }
    case 'ordering':
      return (
        <OrderingInput
          items={(answer as string[] | null) ?? quiz.items}
          onChange={onChange}
          locked={locked}
        />
      );
    case 'matching': {
      const pairs = (answer as [string, string][] | null) ?? [];
      return (
        <ul className="space-y-3">
          {quiz.left.map((left, index) => {
            const selectId = `${slideId}-match-${index}`;
            return (
              <li
                key={left}
                className="grid items-center gap-2 rounded-xl border border-line bg-surface-raised p-3 sm:grid-cols-[1fr_auto_1fr]"
              >
                <label htmlFor={selectId} className="font-medium text-fg">
                  {left}
                </label>
                <ArrowRight
                  aria-hidden="true"
                  className="hidden size-5 text-fg-muted sm:block rtl:rotate-180"
                />
                <select
                  id={selectId}
                  value={pairs[index]?.[1] ?? ''}
                  onChange={(event) =>
                    onChange(
                      quiz.left.map((l, i): [string, string] => [
                        l,
                        i === index ? event.target.value : (pairs[i]?.[1] ?? ''),
                      ]),
                    )
                  }
                  className="min-h-12 w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-fg"
                >
                  <option value="">{t('slides.play.choose')}</option>
                  {quiz.right.map((right) => (
                    <option key={right} value={right}>
                      {right}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      );
    }
    case 'fill_blank': {
      const entries = (answer as string[] | null) ?? [];
      return (
        <p className="text-lg leading-loose text-fg">
          {splitBlanks(quiz.question).map((part, index) =>
            typeof part === 'string' ? (
              <span key={index}>{part}</span>
            ) : (
              <input
                key={index}
                type="text"
                aria-label={t('slides.play.blank', { number: part.blank })}
                value={entries[part.blank - 1] ?? ''}
                onChange={(event) =>
                  onChange(
                    Array.from({ length: quiz.blanks }, (_, i) =>
                      i === part.blank - 1 ? event.target.value : (entries[i] ?? ''),
                    ),
                  )
                }
                autoComplete="off"
                className="mx-1 inline-block min-h-11 w-40 max-w-full rounded-lg border-2 border-line-strong bg-surface px-2 text-base text-fg"
              />
            ),
          )}
        </p>
      );
    }
  }
}

function FeedbackBody({
  quiz,
  feedback,
  answer,
  language,
}: {
  quiz: TypedQuiz;
  feedback: AnswerFeedback | null;
  answer: QuizAnswer;
  /** The course's language, for its options inside the interface's feedback. */
  language: string | undefined;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (quiz.type === 'poll') {
    const counts = feedback?.distribution ?? [];
    const total = counts.reduce((sum, n) => sum + n, 0);
    const mine = new Set(answer as number[]);
    return (
      <>
        <p className="flex items-center gap-2 text-base font-semibold">
          <Info aria-hidden="true" className="size-5 shrink-0" />
          {t('slides.play.pollThanks')}
        </p>
        {counts.length > 0 && (
          <ul className="space-y-2" aria-label={t('slides.play.pollResults', { count: total })}>
            {quiz.options.map((option, index) => {
              const share = total ? Math.round((100 * (counts[index] ?? 0)) / total) : 0;
              return (
                <li key={index} className="text-sm">
                  <div className="flex justify-between gap-3">
                    <span className={cn(mine.has(index) && 'font-semibold')}>
                      <bdi lang={language} dir="auto">
                        {option}
                      </bdi>
                      {mine.has(index) && ` (${t('player.quiz.yourAnswer')})`}
                    </span>
                    <span className="tabular-nums">
                      {t('slides.play.pollShare', {
                        percent: number(share),
                        count: counts[index] ?? 0,
                      })}
                    </span>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-surface">
                    <div
                      className="h-full rounded-full bg-primary-600"
                      style={{ width: `${share}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }
  return (
    <Verdict
      feedback={feedback}
      language={language}
      rightAnswer={feedback && <RightAnswer quiz={quiz} feedback={feedback} />}
    />
  );
}

/** A quiz slide: a choice question, or any other interaction. */
export function QuestionSlide({ quiz, ...answering }: AnswerSlideProps<LearnerQuiz>) {
  return isTypedQuiz(quiz) ? (
    <InteractionSlide quiz={quiz} {...answering} />
  ) : (
    <QuizSlide quiz={quiz} {...answering} />
  );
}
