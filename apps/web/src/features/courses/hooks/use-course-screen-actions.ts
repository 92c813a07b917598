import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Course } from '@slidewise/shared/courses/course';
import { paths, pathTo } from '@/config/paths';
import { useCourseActions } from './use-course-actions';

/**
 * Duplicate and delete from the course's own screen: a copy opens on its own screen;
 * a deleted course leaves for the list (`beforeLeave` first: nothing is left to save).
 */
export function useCourseScreenActions({
  onBlocked,
  beforeLeave,
}: {
  onBlocked?: (error: unknown) => void;
  beforeLeave?: () => void;
}) {
  const navigate = useNavigate();
  const actions = useCourseActions({ onBlocked });
  const [deleting, setDeleting] = useState<Course | null>(null);

  const duplicate = async (course: Course) => {
    const result = await actions.duplicate(course);
    // Unsaved edits are not in the copy: leaving for it still asks first.
    if (result.ok) await navigate(pathTo.courseView(result.value.id));
  };

  const confirmDelete = async (course: Course) => {
    const result = await actions.remove(course);
    if (!result.ok) return;
    setDeleting(null);
    beforeLeave?.();
    await navigate(paths.courses, { replace: true });
  };

  return { actions, deleting, setDeleting, duplicate, confirmDelete };
}
