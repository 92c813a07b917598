import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Course } from '@slidewise/shared/courses/course';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { editorCourseQueryOptions } from '../api/get-course';
import { updateCourseTheme } from '../api/update-course-theme';

const SAVE_DELAY = 400;

/**
 * The course theme as the editor shows it: a change applies at once (canvas, thumbnails,
 * preview) and is saved shortly after, one request at a time, on the latest version.
 */
export function useCourseTheme(course: Course) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => editorCourseQueryOptions(course.id).queryKey, [course.id]);
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback(
    (theme: CourseTheme) => {
      queue.current = queue.current.then(async () => {
        const current = queryClient.getQueryData<Course>(queryKey);
        if (!current) return;
        try {
          const saved = await updateCourseTheme(course.id, { version: current.version, theme });
          // Keep what was chosen meanwhile; take the server's version.
          queryClient.setQueryData<Course>(queryKey, (now) =>
            now ? { ...saved, theme: now.theme } : saved,
          );
          setError(null);
          void queryClient.invalidateQueries({ queryKey: ['courses'] });
        } catch (failure) {
          setError(failure);
          // Changed elsewhere (409) or refused: show the course as the server has it.
          void queryClient.invalidateQueries({ queryKey });
        }
      });
    },
    [course.id, queryClient, queryKey],
  );

  const change = useCallback(
    (theme: CourseTheme) => {
      queryClient.setQueryData<Course>(queryKey, (now) => (now ? { ...now, theme } : now));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        save(theme);
      }, SAVE_DELAY);
    },
    [queryClient, queryKey, save],
  );

  // Leaving the editor sends a change still waiting for its delay.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      const now = queryClient.getQueryData<Course>(queryKey);
      if (now) save(now.theme);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return { theme: course.theme, change, error };
}
