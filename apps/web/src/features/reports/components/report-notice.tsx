import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { LoadError } from '@/components/load-error';
import { ApiError } from '@/lib/api-client';

/** The server turned the filters down: a 422 on the dates, or a group that is not the leader's. */
export function isFilterRejection(error: unknown, groupId: string | undefined): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 422) {
    const first = Array.isArray(error.details)
      ? (error.details[0] as { path?: unknown })
      : undefined;
    return first?.path === 'from';
  }
  return error.status === 404 && Boolean(groupId);
}

/** Shown in place of a report while the filters above need fixing (they say what is wrong). */
export function FixFiltersNotice() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed border-line-strong px-4 py-6 text-fg-muted">
      <SlidersHorizontal aria-hidden="true" className="size-4 shrink-0" />
      {t('reports.filters.fixFirst')}
    </p>
  );
}

/** The server's own word on the filters (it checks them too), said as the filter bar would. */
export function FilterRejection({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const dates = error instanceof ApiError && error.status === 422;
  return (
    <Alert tone="error">
      <p>{dates ? t('reports.filters.inverted') : t('reports.filters.unknownGroup')}</p>
    </Alert>
  );
}

// The panels' name for the shared LoadError.
export const ReportError = LoadError;
