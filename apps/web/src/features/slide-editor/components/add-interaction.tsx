import { ChevronDown, Shapes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-look';
import { DeferredMenu } from '@/components/deferred-menu';
import { lazyComponent } from '@/lib/chunk-reload';
import type { EditorStore } from '../lib/editor-store';

const load = () => import('./add-interaction-open');
const AddInteractionOpen = lazyComponent(load, (m) => m.AddInteractionOpen);

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

/**
 * Adds a slide with one of the other interactions (add-interaction-open.tsx), behind a menu
 * whose code loads when the button is reached for.
 */
export function AddInteraction({ store }: { store: EditorStore }) {
  return (
    <DeferredMenu
      open={(opening, look) => <AddInteractionOpen opening={opening} look={look} store={store} />}
      prefetch={load}
      button={{ className: ADD_INTERACTION_BUTTON }}
    >
      <AddInteractionFace />
    </DeferredMenu>
  );
}
