import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { LoadError } from '@/components/load-error';
import { useLearning } from '../api/get-learning';
import { sortCards } from '../lib/card-action';
import { LearningCard } from './learning-card';

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** The signed-in person's assigned courses, as cards: what needs doing first. */
export function MyLearning() {
  const { t } = useTranslation();
  const learning = useLearning();

  if (learning.isPending) {
    return (
      <div role="status" className={GRID}>
        <span className="sr-only">{t('learning.loading')}</span>
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            aria-hidden="true"
            className="overflow-hidden rounded-2xl border border-line bg-surface-raised"
          >
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-2 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (learning.isError) {
    return <LoadError error={learning.error} onRetry={() => void learning.refetch()} />;
  }

  if (learning.data.length === 0) {
    return (
      <EmptyState
        icon={GraduationCap}
        title={t('learning.empty.title')}
        description={t('learning.empty.body')}
      />
    );
  }

  return (
    <ul className={GRID}>
      {sortCards(learning.data).map((card) => (
        <li key={card.courseId} className="flex">
          <LearningCard card={card} />
        </li>
      ))}
    </ul>
  );
}
