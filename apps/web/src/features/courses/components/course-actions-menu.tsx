import { Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@/components/deferred-menu';
import { lazyComponent } from '@/lib/chunk-reload';
import type { CourseActions } from './course-actions-menu-open';

const load = () => import('./course-actions-menu-open');
const CourseActionsMenuOpen = lazyComponent(load, (m) => m.CourseActionsMenuOpen);

/**
 * Everything that can be done to one course of the list, behind one "⋯" button (the menu's
 * code loads when the button is reached for).
 */
export function CourseActionsMenu(actions: CourseActions) {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      open={(opening, look) => <CourseActionsMenuOpen opening={opening} look={look} {...actions} />}
      prefetch={load}
      button={{
        'aria-label': t('courses.actions.menu', { title: actions.course.title }),
        className:
          'rounded-lg p-2 text-fg-muted hover:bg-surface-sunken hover:text-fg data-[state=open]:bg-surface-sunken',
      }}
    >
      <Ellipsis aria-hidden="true" className="size-5" />
    </DeferredMenu>
  );
}
