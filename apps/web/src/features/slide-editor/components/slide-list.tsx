import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CircleAlert, GitCompareArrows, GripVertical } from 'lucide-react';
import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type PointerEventHandler,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { cn } from '@/lib/class-names';
import { useEditorState } from '../hooks/use-editor-store';
import { saveStatus } from '../lib/autosave';
import type { EditorStore } from '../lib/editor-store';
import { slideLabel } from '../lib/slide-summary';
import {
  scrollToReveal,
  THUMBNAIL_GAP,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_STRIDE,
  visibleIndexes,
} from '../lib/virtual-window';
import { SlideMiniature } from './slide-miniature';

export const thumbnailId = (slideId: string) => `slide-thumb-${slideId}`;

/**
 * Puts focus on a thumbnail once it is on the page (the list mounts only the
 * thumbnails near the view, so it may take a frame or two to appear).
 */
export function focusThumbnail(slideId: string, attempts = 10) {
  requestAnimationFrame(() => {
    const element = document.getElementById(thumbnailId(slideId));
    if (element) element.focus();
    else if (attempts > 0) focusThumbnail(slideId, attempts - 1);
  });
}

/**
 * The numbered slide list: one tab stop (the selected slide), arrows to move
 * between slides, Alt+arrows to move a slide, and drag and drop by mouse or by
 * keyboard (the grip: Space, arrows, Space) with spoken announcements. Only the
 * thumbnails near the view are mounted, so a long course stays quick.
 */
export const SlideList = memo(function SlideList({
  store,
  label,
  theme,
}: {
  store: EditorStore;
  label: string;
  theme: CourseTheme;
}) {
  const { t } = useTranslation();
  const order = useEditorState(store, (state) => state.order);
  const selectedId = useEditorState(store, (state) => state.selectedId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 640 });
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setView({ top: element.scrollTop, height: element.clientHeight }),
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, []);

  const selectedIndex = selectedId ? order.indexOf(selectedId) : -1;
  // The selected slide is kept in view (after adding, moving or jumping to it).
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || selectedIndex < 0) return;
    const top = scrollToReveal(selectedIndex, element.scrollTop, element.clientHeight);
    if (top !== null) element.scrollTop = top;
  }, [selectedIndex]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const describe = (id: string | number) => {
      const { order: current, slides: all } = store.getState();
      const slide = all[String(id)];
      return {
        title: (slide && slideLabel(slide)) || t('editor.untitled'),
        position: current.indexOf(String(id)) + 1,
      };
    };
    const positionOf = (id: string | number | undefined) =>
      id === undefined ? 0 : store.getState().order.indexOf(String(id)) + 1;
    // Over a place: `key`, with where it would land; off the list: `outside`.
    const moved =
      (key: string, outside: string): ((event: DragEndEvent) => string) =>
      ({ active, over }) => {
        const title = describe(active.id).title;
        return over ? t(key, { title, position: positionOf(over.id) }) : t(outside, { title });
      };
    return {
      onDragStart: ({ active }) => t('editor.dnd.picked', describe(active.id)),
      onDragOver: moved('editor.dnd.over', 'editor.dnd.outside'),
      onDragEnd: moved('editor.dnd.dropped', 'editor.dnd.cancelled'),
      onDragCancel: ({ active }) => t('editor.dnd.cancelled', { title: describe(active.id).title }),
    };
  }, [store, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    const id = String(active.id);
    store.move(id, store.getState().order.indexOf(String(over.id)));
    store.select(id);
  };

  const activeIndex = activeId ? order.indexOf(activeId) : -1;
  const indexes = visibleIndexes({
    count: order.length,
    scrollTop: view.top,
    viewport: view.height,
    keep: [selectedIndex, activeIndex],
  });

  return (
    <div
      ref={scrollRef}
      className="-m-1 max-h-80 overflow-y-auto p-1 lg:max-h-[calc(100dvh-22rem)] lg:min-h-64"
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={({ active }) => setActiveId(String(active.id))}
        onDragCancel={() => setActiveId(null)}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('editor.dnd.instructions') },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol
            aria-label={label}
            data-testid="slide-list"
            className="relative"
            style={{ height: Math.max(0, order.length * THUMBNAIL_STRIDE - THUMBNAIL_GAP) }}
          >
            {indexes.map((index) => {
              const id = order[index]!;
              return (
                <SlideThumbnail
                  key={id}
                  id={id}
                  index={index}
                  count={order.length}
                  selected={id === selectedId}
                  store={store}
                  theme={theme}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
});

interface ThumbnailProps {
  id: string;
  index: number;
  count: number;
  selected: boolean;
  store: EditorStore;
  theme: CourseTheme;
}

/**
 * A light thumbnail (a CSS miniature of the layout and the title, no editor). It follows
 * its own slide in the store, so typing in one slide re-renders that one thumbnail only.
 */
const SlideThumbnail = memo(function SlideThumbnail({
  id,
  index,
  count,
  selected,
  store,
  theme,
}: ThumbnailProps) {
  const { t } = useTranslation();
  const slide = useEditorState(store, (state) => state.slides[id]);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('editor.dnd.roleDescription') },
  });
  if (!slide) return null;
  const label = slideLabel(slide) || t('editor.untitled');
  const number = index + 1;
  const status = saveStatus(slide);
  // A slide that did not save says so by an icon, named for screen readers.
  const problem =
    status === 'conflict'
      ? { Icon: GitCompareArrows, label: t('editor.status.conflict') }
      : status === 'failed' || status === 'invalid'
        ? { Icon: CircleAlert, label: t('editor.list.notSaved') }
        : null;
  const isQuiz = slide.server.kind === 'quiz';
  const { draft, server } = slide;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const order = store.getState().order;
    let target: string | undefined;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      store.moveBy(id, event.key === 'ArrowUp' ? -1 : 1);
      focusThumbnail(id);
      return;
    }
    if (event.key === 'ArrowUp') target = order[index - 1];
    else if (event.key === 'ArrowDown') target = order[index + 1];
    else if (event.key === 'Home') target = order[0];
    else if (event.key === 'End') target = order[order.length - 1];
    if (target) {
      event.preventDefault();
      store.select(target);
      focusThumbnail(target);
    }
  };

  return (
    <li
      ref={setNodeRef}
      aria-posinset={number}
      aria-setsize={count}
      style={{
        top: index * THUMBNAIL_STRIDE,
        height: THUMBNAIL_HEIGHT,
        transform: CSS.Transform.toString(transform),
        transition,
      }}
      // Pointer drags start anywhere on the card; the keyboard drags from the grip.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      data-slide-id={id}
      data-index={index}
      className={cn(
        'absolute inset-x-0 flex items-stretch rounded-lg border bg-surface-raised',
        selected
          ? 'border-primary-600 ring-1 ring-primary-600 dark:border-primary-400 dark:ring-primary-400'
          : 'border-line hover:border-line-strong',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        id={thumbnailId(id)}
        tabIndex={selected ? 0 : -1}
        aria-current={selected ? 'true' : undefined}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        onClick={() => store.select(id)}
        onKeyDown={onKeyDown}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-s-lg ps-1.5 pe-2 text-start"
      >
        <span
          aria-hidden="true"
          className="w-7 shrink-0 text-end text-xs font-semibold text-fg-muted tabular-nums"
        >
          {number}
        </span>
        <SlideMiniature
          layout={draft.layout ?? server.layout}
          kind={server.kind}
          background={draft.background === undefined ? server.background : draft.background}
          theme={theme}
        />
        <span className="sr-only">
          {t('editor.list.position', { number, count })},{' '}
          {isQuiz ? t('editor.kind.quiz') : t('editor.kind.content')}:{' '}
        </span>
        <span
          data-testid="slide-thumb-label"
          dir="auto"
          className="min-w-0 flex-1 truncate text-sm text-fg"
        >
          {label}
        </span>
        {problem && (
          <span className="shrink-0 text-red-700 dark:text-red-400" title={problem.label}>
            <problem.Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{problem.label}</span>
          </span>
        )}
      </button>
      <button
        type="button"
        {...attributes}
        onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        tabIndex={selected ? 0 : -1}
        aria-label={t('editor.list.dragHandle', { number, title: label })}
        className="flex w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-e-lg text-fg-muted hover:bg-surface-sunken hover:text-fg active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
});
