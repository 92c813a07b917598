import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LearningCard } from '@slidewise/shared/learning/assignment';
import { useLearning } from '@/lib/get-learning';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

/**
 * The signed-in person's assigned courses in each state: placeholders while they load, the
 * failure with a retry, "nothing yet", or `children` with the cards.
 */
export function MyLearningQuery({
  loading,
  emptyTitle,
  emptyBody,
  children,
}: {
  loading: ReactNode;
  emptyTitle: string;
  emptyBody: string;
  children: (cards: LearningCard[]) => ReactNode;
}) {
  const learning = useLearning();
  if (learning.isPending) return loading;
  if (learning.isError) {
    return <LoadError error={learning.error} onRetry={() => void learning.refetch()} />;
  }
  if (learning.data.length === 0) {
    return <EmptyState icon={GraduationCap} title={emptyTitle} description={emptyBody} />;
  }
  return children(learning.data);
}
