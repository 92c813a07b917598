import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholderCards, placeholderInteraction } from '@slidewise/shared/courses/publish-check';
import { QUIZ_TYPES, type QuizType } from '@slidewise/shared/courses/quiz';
import { toLanguage } from '@/lib/language-code';
import type { EditorStore } from '../lib/editor-store';
import { focusThumbnail } from './slide-list';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/select';

const KINDS = [...QUIZ_TYPES.filter((type) => type !== 'choice'), 'flashcards'] as const;
type Kind = Exclude<QuizType, 'choice'> | 'flashcards';

/** Adds a slide with one of the other interactions, filled with placeholder text. */
export function AddInteraction({ store }: { store: EditorStore }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  const add = async (kind: Kind) => {
    setBusy(true);
    // The shared placeholders, so that the publish check flags them until replaced.
    const language = toLanguage(i18n.language);
    const slide =
      kind === 'flashcards'
        ? await store.addSlide('flashcards', undefined, placeholderCards(language))
        : await store.addSlide('quiz', placeholderInteraction(kind, language));
    setBusy(false);
    if (slide) focusThumbnail(slide.id);
  };

  return (
    <FormField label={t('slides.editor.addInteraction')}>
      {(control) => (
        <Select
          {...control}
          value=""
          disabled={busy}
          onChange={(event) => event.target.value && void add(event.target.value as Kind)}
        >
          <option value="">{t('slides.editor.chooseInteraction')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`slides.types.${kind}`)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
