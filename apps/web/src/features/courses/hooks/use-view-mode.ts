import { useState } from 'react';
import { readViewMode, writeViewMode, type CourseViewMode } from '../lib/view-mode';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Grid or table, remembered in this browser. */
export function useViewMode() {
  const [mode, setMode] = useState<CourseViewMode>(() => readViewMode(storage()));
  const choose = (next: CourseViewMode) => {
    setMode(next);
    writeViewMode(storage(), next);
  };
  return [mode, choose] as const;
}
