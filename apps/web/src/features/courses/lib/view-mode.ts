/** How the course list is laid out; the choice is remembered in this browser. */
export type CourseViewMode = 'grid' | 'table';

export const VIEW_MODE_KEY = 'slidewise:courses-view';

export function readViewMode(storage: Pick<Storage, 'getItem'> | undefined): CourseViewMode {
  try {
    return storage?.getItem(VIEW_MODE_KEY) === 'table' ? 'table' : 'grid';
  } catch {
    // Storage can be switched off; the grid it is.
    return 'grid';
  }
}

export function writeViewMode(storage: Pick<Storage, 'setItem'> | undefined, mode: CourseViewMode) {
  try {
    storage?.setItem(VIEW_MODE_KEY, mode);
  } catch {
    // Not remembered, but the list still switches.
  }
}
