import { ChevronDown, Shapes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-look';

/** The "Add an interaction" button's look, before its menu's code loads and after. */
export const ADD_INTERACTION_BUTTON = buttonClass(
  'secondary',
  'w-full px-2 py-2 text-xs aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
);

/** Its face: an icon, the label and the menu's arrow. */
export function AddInteractionFace() {
  const { t } = useTranslation();
  return (
    <>
      <Shapes aria-hidden="true" className="size-4 shrink-0" />
      {t('slides.editor.addInteraction')}
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </>
  );
}
