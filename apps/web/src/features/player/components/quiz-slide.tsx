import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { AnswerForm, useAnswerForm, Verdict, type AnswerSlideProps } from './answer-form';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { answerProblem, normaliseAnswer, toggleOption } from '../lib/answer';

type ChoiceQuestion = { question: string; options: string[]; multiple: boolean };

/**
 * A question: one choice (radio buttons) or several (checkboxes). Once submitted, the answer is
 * locked and the verdict, the explanation and, on each option, whether the learner chose it and
 * whether it is right show, in words as well as colour.
 */
export function QuizSlide({
  quiz,
  result,
  onSubmit,
  language,
  ...frame
}: AnswerSlideProps<ChoiceQuestion>) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  const [selected, setSelected] = useState<number[]>((result?.answer as number[]) ?? []);
  const locked = result !== null;
  const chosen = (result?.answer as number[] | undefined) ?? selected;
  const form = useAnswerForm({
    answered: locked,
    check: () => answerProblem(selected, quiz),
    send: () => onSubmit(normaliseAnswer(selected)),
  });

  function toggle(option: number, checked: boolean) {
    form.clearProblem();
    setSelected((current) => toggleOption(current, option, checked, quiz.multiple));
  }

  const feedback = result?.feedback ?? null;
  const rightOptions = feedback?.correctOptions ?? [];
  const correctOptions = new Set(rightOptions);

  const verdict = (
    <Verdict
      feedback={feedback}
      language={language}
      rightAnswer={
        rightOptions.length > 0 &&
        t('player.quiz.rightAnswerIs', {
          count: rightOptions.length,
          answer: rightOptions
            .map((option) => quiz.options[option])
            .filter(Boolean)
            .join(' · '),
        })
      }
    />
  );

  return (
    <AnswerForm
      form={form}
      {...frame}
      legend={quiz.question}
      hint={quiz.multiple ? t('player.quiz.multipleHint') : t('player.quiz.singleHint')}
      feedback={result && { correct: feedback?.correct, body: verdict }}
    >
      <ul className="space-y-2">
        {quiz.options.map((option, index) => {
          const isChosen = chosen.includes(index);
          const isRight = feedback !== null && correctOptions.has(index);
          const isWrongChoice = feedback !== null && isChosen && !isRight;
          const tag = 'shrink-0 text-sm font-semibold';
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
                  name={`quiz-${frame.slideId}`}
                  value={index}
                  checked={isChosen}
                  onChange={(event) => toggle(index, event.target.checked)}
                  className="mt-1 size-4 shrink-0 accent-primary-700"
                />
                <span className="min-w-0 flex-1 text-fg">{option}</span>
                {/* Once graded: the learner's own choices (right or wrong), and the right options. */}
                {feedback !== null && isChosen && (
                  <span
                    {...ui}
                    className={cn(
                      tag,
                      isWrongChoice
                        ? 'text-red-800 dark:text-red-200'
                        : 'text-emerald-800 dark:text-emerald-200',
                    )}
                  >
                    {t('player.quiz.yourAnswer')}
                  </span>
                )}
                {isRight && (
                  <span {...ui} className={cn(tag, 'text-emerald-800 dark:text-emerald-200')}>
                    {t('player.quiz.rightOption')}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </AnswerForm>
  );
}
