import type { Group } from '@slidewise/shared/groups/group';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** A group's details as read-only facts (the view screen; edit shows the form instead). */
export function GroupDetails({ group }: { group: Group }) {
  const { t } = useTranslation();
  const { number, dateTime } = useFormat();
  const facts = [
    {
      term: t('groups.details.members'),
      value: t('groups.memberCount', {
        count: group.memberCount,
        formatted: number(group.memberCount),
      }),
    },
    {
      term: t('groups.details.created'),
      value: <time dateTime={group.createdAt}>{dateTime(group.createdAt)}</time>,
    },
    {
      term: t('groups.details.updated'),
      value: <time dateTime={group.updatedAt}>{dateTime(group.updatedAt)}</time>,
    },
  ];
  return (
    <div className="space-y-4">
      <p className={group.description ? 'whitespace-pre-line text-fg' : 'text-fg-muted italic'}>
        {group.description || t('groups.details.noDescription')}
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {facts.map(({ term, value }) => (
          <div key={term} className="rounded-xl bg-surface-sunken px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{term}</dt>
            <dd className="mt-1 font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
