import {
  closestCenter,
  DndContext,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  OrderingItem,
  OrderingList,
  type OrderingItemProps,
  type OrderingListProps,
} from './ordering-list';

/**
 * Dragging is for pointers and touch only: the handle is out of the tab order, and the move
 * buttons are how a keyboard or a screen reader moves an item (announced, in the interface's
 * language, by ordering-input). So dnd-kit says nothing of its own (its texts are English) and
 * leaves the focus where the pointer put it.
 */
const silent = () => undefined;
const QUIET = {
  announcements: {
    onDragStart: silent,
    onDragOver: silent,
    onDragEnd: silent,
    onDragCancel: silent,
  },
  screenReaderInstructions: { draggable: '' },
  restoreFocus: false,
};

/** The ordering list with drag and drop (loaded by ordering-input when a course needs it). */
export function SortableOrderingList({ items, locked, onMove }: OrderingListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(items.indexOf(String(active.id)), items.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={QUIET}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy} disabled={locked}>
        <OrderingList items={items} locked={locked} onMove={onMove} Item={SortableItem} />
      </SortableContext>
    </DndContext>
  );
}

function SortableItem(props: OrderingItemProps) {
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.item,
    disabled: props.locked,
  });
  return (
    <OrderingItem
      {...props}
      drag={{
        ref: setNodeRef,
        handle: listeners ?? {},
        style: { transform: CSS.Transform.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
}

/** The list with drag and drop, as ordering-input draws it once loaded. */
export const sortableOrderingList = (props: OrderingListProps) => (
  <SortableOrderingList {...props} />
);
