import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerSlide } from '@slidewise/shared/learning/player';
import { isTypedQuiz, moveItem } from '../lib/interactions';
import { OrderingList, type OrderingListProps } from './ordering-list';

/** Draws the list with drag and drop (sortable-ordering.tsx). */
type DragLayer = (props: OrderingListProps) => ReactNode;

/**
 * Dragging (dnd-kit, about 14 KB gzipped) is a module of its own: only a course with an
 * ordering question downloads it, as the course opens (`usePreloadDragging`). It only adds to
 * the list, whose move buttons work without it: a failed download keeps the plain list (no
 * reload, unlike a screen's code), and a download that arrives while the list has the focus
 * waits for the list's next showing, since swapping it in would draw the items anew and drop the
 * focus.
 */
let dragLayer: DragLayer | undefined;
let loading: Promise<DragLayer | undefined> | undefined;
const loadDragging = () =>
  (loading ??= import('./sortable-ordering').then(
    (module) => (dragLayer = module.sortableOrderingList),
    () => {
      loading = undefined; // try again on the next showing
      return undefined;
    },
  ));

/** Fetches the drag layer as soon as the course is known to need it. */
export function usePreloadDragging(slides: readonly LearnerSlide[]) {
  const needed = slides.some((slide) => isTypedQuiz(slide.quiz) && slide.quiz.type === 'ordering');
  useEffect(() => {
    if (needed) void loadDragging();
  }, [needed]);
}

/** The drag layer once it is in, if taking it now would not drop the list's focus. */
function useDragLayer(list: RefObject<HTMLDivElement | null>) {
  const [layer, setLayer] = useState(() => dragLayer);
  useEffect(() => {
    if (layer) return;
    let shown = true;
    void loadDragging().then((loaded) => {
      if (shown && loaded && !list.current?.contains(document.activeElement))
        setLayer(() => loaded);
    });
    return () => {
      shown = false;
    };
  }, [layer, list]);
  return layer;
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
  const listRef = useRef<HTMLDivElement>(null);
  const sortable = useDragLayer(listRef);
  const list = { items, locked, onMove: move };
  return (
    <>
      <div ref={listRef}>{sortable ? sortable(list) : <OrderingList {...list} />}</div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
