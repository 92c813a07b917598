/** Moves one item of a list to another index (clamped); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return items as T[];
  const next = items.slice();
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Moves an id up (delta < 0) or down by some places. */
export function moveBy(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  return from === -1 ? (ids as string[]) : moveItem(ids, from, from + delta);
}

/** Puts a new id right after another one (at the end when that one is unknown or absent). */
export function insertAfter(ids: readonly string[], id: string, after: string | null): string[] {
  const index = after === null ? -1 : ids.indexOf(after);
  const next = ids.slice();
  next.splice(index === -1 ? ids.length : index + 1, 0, id);
  return next;
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
