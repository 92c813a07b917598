import { SquarePen } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { BackLink } from '@/components/back-link';
import { Card } from '@/components/card';
import { ErrorPage, errorPageKind } from '@/components/error-page';
import { SkeletonText } from '@/components/skeleton';
import { paths, pathTo } from '@/config/paths';
import { useGroup } from '../api/get-group';
import { DeleteGroupButton } from './delete-group-button';
import { GroupDetails } from './group-details';
import { GroupForm } from './group-form';
import { MembersSection } from './members-section';
import { DocumentTitle } from '@/components/document-title';

const secondaryLinkClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface-raised px-4 py-2.5 text-sm font-semibold text-fg shadow-xs hover:bg-surface-sunken';

/**
 * One group: its details (read-only on /group/view, a form on /group/edit), its
 * members, and deleting it. A group that is not the leader's shows the 404 page.
 */
export function GroupScreen({
  id,
  mode,
  renderPlanLimit,
}: {
  id: string;
  mode: 'view' | 'edit';
  renderPlanLimit?: (error: unknown) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const group = useGroup(id);
  const headingId = useId();

  if (group.isError) {
    return (
      <ErrorPage
        kind={errorPageKind(group.error)}
        error={group.error}
        onRetry={() => void group.refetch()}
      />
    );
  }

  const backLink = <BackLink to={paths.groups}>{t('groups.view.back')}</BackLink>;

  if (group.isPending) {
    const title = mode === 'edit' ? t('groups.edit.title') : t('groups.view.loadingTitle');
    return (
      <section aria-labelledby={headingId} aria-busy="true" className="space-y-6">
        <DocumentTitle title={title} />
        {backLink}
        <h1 id={headingId} className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <div role="status">
          <span className="sr-only">{t('groups.view.loading')}</span>
          <SkeletonText lines={3} className="max-w-xl" />
        </div>
      </section>
    );
  }

  const data = group.data;
  const title = mode === 'edit' ? t('groups.edit.title') : data.name;
  return (
    <section aria-labelledby={headingId} className="space-y-8">
      <DocumentTitle
        title={mode === 'edit' ? t('groups.form.pageTitle', { title, group: data.name }) : title}
      />
      <div className="space-y-3">
        {backLink}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <h1 id={headingId} className="text-3xl font-bold tracking-tight break-words text-fg">
              {title}
            </h1>
            {mode === 'edit' && <p className="text-lg text-fg-muted">{data.name}</p>}
          </div>
          <div className="flex flex-wrap gap-3">
            {mode === 'view' && (
              <Link to={pathTo.groupEdit(data.id)} className={secondaryLinkClass}>
                <SquarePen aria-hidden="true" className="size-4" />
                {t('groups.view.edit')}
              </Link>
            )}
            <DeleteGroupButton
              group={data}
              onDeleted={() => navigate(paths.groups, { replace: true })}
            />
          </div>
        </div>
      </div>

      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold text-fg">{t('groups.details.title')}</h2>
        {mode === 'edit' ? (
          <GroupForm
            group={data}
            cancelTo={pathTo.groupView(data.id)}
            renderPlanLimit={renderPlanLimit}
            onSaved={(saved) => {
              toast.success(t('groups.edit.saved', { name: saved.name }));
              return navigate(pathTo.groupView(saved.id));
            }}
          />
        ) : (
          <GroupDetails group={data} />
        )}
      </Card>

      <MembersSection groupId={data.id} renderPlanLimit={renderPlanLimit} />
    </section>
  );
}
