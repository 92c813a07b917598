import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Group } from '@slidewise/shared/groups/group';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

interface GroupPickerProps {
  groups: Group[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: string[];
  onChange: (groupIds: string[]) => void;
}

/** The leader's groups as checkboxes, each with its member count. */
export function GroupPicker({ groups, loading, failed, selected, onChange }: GroupPickerProps) {
  const { t } = useTranslation();
  const { number } = useFormat();

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{t('assign.form.groups')}</legend>
      {loading ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('assign.form.groupsLoading')}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : failed ? (
        <p className="text-sm text-fg-muted">{t('assign.form.groupsFailed')}</p>
      ) : !groups || groups.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {t('assign.form.noGroups')}{' '}
          <Link
            to={paths.groupCreate}
            className="font-medium text-primary-800 underline dark:text-primary-200"
          >
            {t('assign.form.createGroup')}
          </Link>
        </p>
      ) : (
        <ul className="max-h-64 space-y-1.5 overflow-y-auto rounded-lg border border-line p-1.5">
          {groups.map((group) => {
            const checked = selected.includes(group.id);
            return (
              <li key={group.id}>
                <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2.5 py-1.5 hover:bg-surface-sunken has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...selected, group.id]
                          : selected.filter((id) => id !== group.id),
                      )
                    }
                    className="size-4 shrink-0 accent-primary-700"
                  />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">
                    {group.name}
                  </span>
                  <span className="shrink-0 text-sm text-fg-muted">
                    {t('assign.form.memberCount', {
                      count: group.memberCount,
                      formatted: number(group.memberCount),
                    })}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
