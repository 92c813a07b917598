/** Each thumbnail's slot in the list: its height plus the gap below it (px). */
export const THUMBNAIL_HEIGHT = 48;
export const THUMBNAIL_GAP = 6;
export const THUMBNAIL_STRIDE = THUMBNAIL_HEIGHT + THUMBNAIL_GAP;
export const OVERSCAN = 8;

/**
 * Which thumbnails to mount: those in view plus a margin, and always the
 * selected one (the list's tab stop) and the one being dragged.
 */
export function visibleIndexes(options: {
  count: number;
  scrollTop: number;
  viewport: number;
  keep: (number | null)[];
  stride?: number;
  overscan?: number;
}): number[] {
  const { count, scrollTop, viewport, keep } = options;
  const stride = options.stride ?? THUMBNAIL_STRIDE;
  const overscan = options.overscan ?? OVERSCAN;
  const first = Math.max(0, Math.floor(scrollTop / stride) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + viewport) / stride) + overscan);
  const indexes = new Set<number>();
  for (let i = first; i <= last; i++) indexes.add(i);
  for (const index of keep) if (index !== null && index >= 0 && index < count) indexes.add(index);
  return [...indexes].sort((a, b) => a - b);
}

/** The scroll position that brings a thumbnail into view, or null when it already is. */
export function scrollToReveal(
  index: number,
  scrollTop: number,
  viewport: number,
  stride = THUMBNAIL_STRIDE,
): number | null {
  const top = index * stride;
  const bottom = top + stride - THUMBNAIL_GAP;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewport) return bottom - viewport;
  return null;
}
