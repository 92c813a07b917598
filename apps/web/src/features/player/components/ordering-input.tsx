import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerSlide } from '@slidewise/shared/learning/assignment';
import { lazyComponent } from '@/lib/chunk-reload';
import { moveItem } from '../lib/interactions';
import { OrderingList } from './ordering-list';

/**
 * Dragging (dnd-kit, about 13 KB gzipped) is a module of its own: only a course with an
 * ordering question downloads it, as the course opens (`usePreloadDragging`). Until it is in,
 * the same list shows, its move buttons working.
 */
const loadDragging = () => import('./sortable-ordering');
const SortableOrderingList = lazyComponent(loadDragging, (m) => m.SortableOrderingList);

/** Fetches the drag layer as soon as the course is known to need it. */
export function usePreloadDragging(slides: readonly LearnerSlide[]) {
  const needed = slides.some(
    (slide) => slide.quiz && 'type' in slide.quiz && slide.quiz.type === 'ordering',
  );
  useEffect(() => {
    // A failure here is retried (and reported) when the list first draws it.
    if (needed) loadDragging().catch(() => {});
  }, [needed]);
}

/** Ordering: move buttons for the keyboard and screen readers, drag and drop by pointer and touch. */
export function OrderingInput({
  items,
  onChange,
  locked,
}: {
  items: string[];
  onChange: (answer: string[]) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(
      t('slides.play.moved', { item: items[from], position: to + 1, total: items.length }),
    );
  };
  const list = { items, locked, onMove: move };
  return (
    <>
      <Suspense fallback={<OrderingList {...list} />}>
        <SortableOrderingList {...list} />
      </Suspense>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
