import type { LucideIcon } from 'lucide-react';
import { EmptyState } from './empty-state';

/** A list inside a section with no rows: nothing there yet, or nothing that matches its filters. */
export function ListEmptyState({
  icon,
  filtered,
  empty,
  noMatch,
}: {
  icon: LucideIcon;
  filtered: boolean;
  /** Title and sentence when there is nothing at all. */
  empty: [title: string, body: string];
  /** Title and sentence when the filters leave nothing. */
  noMatch: [title: string, body: string];
}) {
  const [title, description] = filtered ? noMatch : empty;
  return <EmptyState icon={icon} headingLevel={3} title={title} description={description} />;
}
