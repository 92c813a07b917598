import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholderCards, placeholderInteraction } from '@slidewise/shared/courses/publish-check';
import { QUIZ_TYPES, type QuizType } from '@slidewise/shared/courses/quiz';
import type { MenuOpened } from '@/components/deferred-menu';
import { MenuItem, MenuLabel, ReplayedMenu } from '@/components/menu';
import { Spinner } from '@/components/spinner';
import { toLanguage } from '@/lib/language-code';
import type { EditorStore } from '../lib/editor-store';
import { AddInteractionFace } from './add-interaction-face';
import { focusThumbnail } from './slide-list';

const KINDS = [...QUIZ_TYPES.filter((type) => type !== 'choice'), 'flashcards'] as const;
type Kind = Exclude<QuizType, 'choice'> | 'flashcards';

/**
 * The "Add an interaction" menu once opened (add-interaction.tsx): a slide with the chosen
 * interaction, filled with placeholder text. A menu, not a select: arrowing through the kinds
 * adds nothing; a slide is added on Enter or a click.
 */
export function AddInteractionOpen({ opening, look, store }: MenuOpened & { store: EditorStore }) {
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
    <ReplayedMenu
      opening={opening}
      look={{
        ...look,
        'aria-disabled': busy || undefined,
        'aria-busy': busy || undefined,
        children: (
          <>
            {busy && <Spinner />}
            <AddInteractionFace />
          </>
        ),
      }}
      align="start"
    >
      <MenuLabel className="text-fg-muted">{t('slides.editor.chooseInteraction')}</MenuLabel>
      {KINDS.map((kind) => (
        <MenuItem key={kind} disabled={busy} onSelect={() => void add(kind)}>
          {t(`slides.types.${kind}`)}
        </MenuItem>
      ))}
    </ReplayedMenu>
  );
}
