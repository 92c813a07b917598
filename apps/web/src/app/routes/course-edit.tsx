import { useState } from 'react';
import { useParams } from 'react-router';
import { CourseScreen } from '@/features/courses/components/course-screen';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';

/** A course, editable (the same screen as /courses/view/:id). */
export function CourseEditRoute() {
  const { id = '' } = useParams();
  // A duplicate the plan did not allow, for the course it was asked from.
  const [blocked, setBlocked] = useState<{ id: string; error: unknown } | null>(null);
  return (
    <div className="space-y-6">
      <PlanLimitNotice error={blocked?.id === id ? blocked.error : null} />
      <CourseScreen key={id} id={id} mode="edit" onBlocked={(error) => setBlocked({ id, error })} />
    </div>
  );
}
