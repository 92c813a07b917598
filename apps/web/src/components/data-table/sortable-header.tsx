import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/class-names';

/**
 * The one sortable column header: a button that asks for the column's sort. The `th`
 * around it carries aria-sort; the arrow only repeats it for the eye.
 */
export function SortableHeader({
  label,
  state,
  onSort,
}: {
  label: string;
  state: 'ascending' | 'descending' | 'none';
  onSort: () => void;
}) {
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        'inline-flex items-center gap-1 rounded-md uppercase hover:text-fg',
        state !== 'none' && 'text-fg',
      )}
    >
      {label}
      <Icon aria-hidden="true" className={cn('size-3.5', state === 'none' && 'opacity-50')} />
    </button>
  );
}
