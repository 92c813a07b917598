import { useTranslation } from 'react-i18next';
import type { DraftProblem } from '../lib/slide-draft';

/** Why a slide is not saved, as a sentence (keys written out for the locale check). */
export function useProblemMessage() {
  const { t } = useTranslation();
  return (problem: DraftProblem): string => {
    switch (problem) {
      case 'title':
        return t('editor.problems.title');
      case 'question':
        return t('editor.problems.question');
      case 'option':
        return t('editor.problems.option');
      case 'correct':
        return t('editor.problems.correct');
      case 'quiz':
        return t('editor.problems.quiz');
      case 'link':
        return t('editor.problems.link');
      case 'media':
        return t('editor.problems.media');
      case 'tooLarge':
        return t('editor.problems.tooLarge');
      case 'body':
        return t('editor.problems.body');
    }
  };
}
