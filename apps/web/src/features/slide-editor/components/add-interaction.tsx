import { DeferredMenu } from '@/components/deferred-menu';
import { lazyComponent } from '@/lib/chunk-reload';
import type { EditorStore } from '../lib/editor-store';
import { ADD_INTERACTION_BUTTON, AddInteractionFace } from './add-interaction-face';

const load = () => import('./add-interaction-open');
const AddInteractionOpen = lazyComponent(load, (m) => m.AddInteractionOpen);

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
