import { useTranslation } from 'react-i18next';
import { MyLearningQuery } from '@/components/my-learning-query';
import { SkeletonCoverCard, SkeletonRepeat, SkeletonStatus } from '@/components/skeleton';
import { sortCards } from '../lib/card-action';
import { LearningCard } from './learning-card';

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** The signed-in person's assigned courses, as cards: what needs doing first. */
export function MyLearning() {
  const { t } = useTranslation();
  return (
    <MyLearningQuery
      loading={
        <SkeletonStatus label={t('learning.loading')} className={GRID}>
          <SkeletonRepeat count={3}>
            <SkeletonCoverCard
              body="space-y-3 p-5"
              lines={['h-5 w-2/3', 'h-4 w-1/2', 'h-2 w-full', 'h-10 w-full']}
            />
          </SkeletonRepeat>
        </SkeletonStatus>
      }
      emptyTitle={t('learning.empty.title')}
      emptyBody={t('learning.empty.body')}
    >
      {(cards) => (
        <ul className={GRID}>
          {sortCards(cards).map((card) => (
            <li key={card.courseId} className="flex">
              <LearningCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </MyLearningQuery>
  );
}
