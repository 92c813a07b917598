import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import {
  useEffect,
  useRef,
  type ComponentType,
  type CSSProperties,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';

/** What a drag layer hands each item: its node, its handle's events and its motion. */
export interface DragHandle {
  ref: Ref<HTMLLIElement>;
  handle: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  dragging: boolean;
}

export interface OrderingListProps {
  items: string[];
  locked: boolean;
  onMove: (from: number, to: number) => void;
  /** Draws each item, with its drag handle when dragging has loaded. */
  Item?: ComponentType<OrderingItemProps>;
}

/** The items in their current order, each with its move buttons. */
export function OrderingList({ items, locked, onMove, Item = OrderingItem }: OrderingListProps) {
  return (
    <ol className="space-y-2">
      {items.map((item, index) => (
        <Item
          key={item}
          item={item}
          index={index}
          count={items.length}
          locked={locked}
          onMove={(to) => onMove(index, to)}
        />
      ))}
    </ol>
  );
}

export interface OrderingItemProps {
  item: string;
  index: number;
  count: number;
  locked: boolean;
  onMove: (to: number) => void;
  drag?: DragHandle;
}

export function OrderingItem({ item, index, count, locked, onMove, drag }: OrderingItemProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const small = 'min-h-11 min-w-11 px-2';
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const movedBy = useRef<'up' | 'down' | null>(null);
  // Keep the keyboard with the moved item: its button may now be disabled (first or last
  // place), which would drop focus to the page, so move it to the other one.
  useEffect(() => {
    const moved = movedBy.current;
    movedBy.current = null;
    if (moved === 'up') (index === 0 ? downRef : upRef).current?.focus();
    if (moved === 'down') (index === count - 1 ? upRef : downRef).current?.focus();
  }, [index, count]);
  const moveBy = (step: -1 | 1) => {
    movedBy.current = step < 0 ? 'up' : 'down';
    onMove(index + step);
  };
  return (
    <li
      ref={drag?.ref}
      style={drag?.style}
      className={cn(
        // On a narrow phone the move buttons go under the item, at its end, rather than
        // squeezing its words out (at 320 px the row needed 270 px of a 214 px question).
        'flex flex-wrap items-center gap-2 rounded-xl border-2 border-line bg-surface-raised p-2 text-base text-fg',
        drag?.dragging && 'relative z-10 border-primary-500 shadow-lg',
      )}
    >
      <span
        {...drag?.handle}
        role="presentation"
        tabIndex={-1}
        className={cn('touch-none p-2 text-fg-muted', !locked && drag && 'cursor-grab')}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </span>
      <span className="w-6 shrink-0 text-center font-semibold tabular-nums" aria-hidden="true">
        {number(index + 1)}
      </span>
      <span className="min-w-0 flex-1 basis-20 break-words">{item}</span>
      {!locked && (
        <span className="ms-auto flex gap-1">
          <Button
            type="button"
            variant="secondary"
            className={small}
            ref={upRef}
            aria-label={t('slides.play.moveUp', { item })}
            disabled={index === 0}
            onClick={() => moveBy(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            variant="secondary"
            className={small}
            ref={downRef}
            aria-label={t('slides.play.moveDown', { item })}
            disabled={index === count - 1}
            onClick={() => moveBy(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </span>
      )}
    </li>
  );
}
