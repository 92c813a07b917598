import { ChevronDown, Shapes } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholderCards, placeholderInteraction } from '@slidewise/shared/courses/publish-check';
import { QUIZ_TYPES, type QuizType } from '@slidewise/shared/courses/quiz';
import { Button } from '@/components/button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '@/components/menu';
import { toLanguage } from '@/lib/language-code';
import type { EditorStore } from '../lib/editor-store';
import { focusThumbnail } from './slide-list';

const KINDS = [...QUIZ_TYPES.filter((type) => type !== 'choice'), 'flashcards'] as const;
type Kind = Exclude<QuizType, 'choice'> | 'flashcards';

/**
 * Adds a slide with one of the other interactions, filled with placeholder text. A menu, not
 * a select: arrowing through the kinds adds nothing; a slide is added on Enter or a click.
 */
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
    <Menu dir={i18n.dir()}>
      <MenuTrigger asChild>
        <Button variant="secondary" className="px-2 py-2 text-xs" fullWidth isLoading={busy}>
          <Shapes aria-hidden="true" className="size-4 shrink-0" />
          {t('slides.editor.addInteraction')}
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </Button>
      </MenuTrigger>
      <MenuContent align="start">
        <MenuLabel className="text-fg-muted">{t('slides.editor.chooseInteraction')}</MenuLabel>
        {KINDS.map((kind) => (
          <MenuItem key={kind} disabled={busy} onSelect={() => void add(kind)}>
            {t(`slides.types.${kind}`)}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
