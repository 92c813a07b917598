import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerFeedback, LearnerQuiz } from '@slidewise/shared/learning/player';

/** The right answer of a question the learner got wrong, in words (any interaction). */
export function RightAnswer({ quiz, feedback }: { quiz: LearnerQuiz; feedback: AnswerFeedback }) {
  const { t } = useTranslation();
  const correctAnswer = feedback.correctAnswer;
  let right: ReactNode = null;
  if (!('type' in quiz)) {
    right = t('learning.outcome.rightAnswer', {
      answer: (feedback.correctOptions ?? []).map((i) => quiz.options[i]).join(', '),
    });
  } else if (correctAnswer !== undefined) {
    if (quiz.type === 'true_false') {
      right = t('slides.play.rightIs', {
        answer: correctAnswer ? t('slides.play.true') : t('slides.play.false'),
      });
    } else if (quiz.type === 'ordering') {
      right = (
        <>
          {t('slides.play.rightOrder')}
          <ol className="list-decimal ps-6">
            {(correctAnswer as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </>
      );
    } else if (quiz.type === 'matching') {
      right = (
        <>
          {t('slides.play.rightPairs')}
          <ul className="list-disc ps-6">
            {(correctAnswer as [string, string][]).map(([left, r]) => (
              <li key={left}>
                {left} <span aria-hidden="true">→</span>
                <span className="sr-only">{t('slides.play.goesWith')}</span> {r}
              </li>
            ))}
          </ul>
        </>
      );
    } else if (quiz.type === 'fill_blank') {
      right = (
        <ul className="list-disc ps-6">
          {(correctAnswer as string[][]).map((accepted, index) => (
            <li key={index}>
              {t('slides.play.blankAccepts', { number: index + 1, answer: accepted.join(' / ') })}
            </li>
          ))}
        </ul>
      );
    }
  }
  return right;
}
