import { Suspense } from 'react';
import { useOpenedOnce } from '@/components/dialog';
import { lazyComponent } from '@/lib/chunk-reload';
import type { PreviewDialogProps } from './preview-dialog-open';

const PreviewDialogOpen = lazyComponent(
  () => import('./preview-dialog-open'),
  (m) => m.PreviewDialogOpen,
);

/**
 * The learner's view of the course, filling the window; Escape or the close button ends it.
 * Its code (Radix Dialog: 11 KB gzipped) loads when it first opens, and it then stays
 * mounted, so that closing returns focus as Radix does (as the shared Dialog does).
 */
export function PreviewDialog(props: PreviewDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <PreviewDialogOpen {...props} />
    </Suspense>
  );
}
