import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ImportJob } from '@slidewise/shared/imports/import';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FilePickerButton } from '@/components/file-picker-button';
import { pathTo } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useCancelImport } from '../api/cancel-import';
import { useImport } from '../api/get-import';
import { useStartImport } from '../api/start-import';

/** The search parameter that keeps the running import across a reload. */
const IMPORT_PARAM = 'import';

/**
 * "Import a presentation": a .pptx becomes a draft course, slide by slide, with a
 * progress bar that survives a reload (the import's id is in the address) and a
 * report of what could not be converted.
 */
export function ImportPresentation() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM);
  const start = useStartImport();
  const job = useImport(importId);
  const cancel = useCancelImport();
  const headingId = useId();
  const hintId = useId();

  function choose(file: File | undefined) {
    if (!file) return;
    start.mutate(
      { file },
      {
        onSuccess: (started) =>
          setParams((current) => {
            current.set(IMPORT_PARAM, started.id);
            return current;
          }),
      },
    );
  }

  const state = job.data;
  const busy = start.isPending || state?.status === 'queued' || state?.status === 'running';

  return (
    <Card className="space-y-4 p-6" aria-labelledby={headingId}>
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-fg">
          {t('imports.title')}
        </h2>
        <p id={hintId} className="text-fg-muted">
          {t('imports.hint')}
        </p>
      </div>
      <div>
        <FilePickerButton
          accept=".pptx,.pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation,application/pdf"
          inputTestId="import-input"
          onFile={choose}
          disabled={busy}
          aria-describedby={hintId}
        >
          <FileUp aria-hidden className="size-4" />
          {t('imports.choose')}
        </FilePickerButton>
      </div>
      {start.isError && <Alert tone="error">{refusalMessage(t, start.error)}</Alert>}
      {state && <ImportProgress job={state} onCancel={() => cancel.mutate(state.id)} />}
    </Card>
  );
}

function refusalMessage(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  const reason =
    error instanceof ApiError
      ? (error.details as { reason?: string } | undefined)?.reason
      : undefined;
  return reason
    ? t(`imports.refused.${reason}`, { defaultValue: errorMessage(t, error) })
    : errorMessage(t, error);
}

function ImportProgress({ job, onCancel }: { job: ImportJob; onCancel: () => void }) {
  const { t } = useTranslation();
  const running = job.status === 'queued' || job.status === 'running';
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="text-sm font-medium text-fg">
        {t(`imports.status.${job.status}`, { done: job.done, total: job.total })}
      </p>
      <div
        role="progressbar"
        aria-label={t('imports.progress')}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        aria-valuetext={t('imports.status.running', { done: job.done, total: job.total })}
        className="h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${job.total ? (job.done / job.total) * 100 : 0}%` }}
        />
      </div>
      {running && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('imports.cancel')}
        </Button>
      )}
      {job.status === 'failed' && job.error && <Alert tone="error">{job.error}</Alert>}
      {job.report.length > 0 && (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-fg">{t('imports.reportTitle')}</h3>
          <ul className="list-disc space-y-1 ps-5 text-sm text-fg-muted">
            {job.report.map((item, i) => (
              <li key={i}>
                {t('imports.reportItem', { slide: item.slide })} {item.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {job.status === 'done' && job.courseId && (
        <Link
          to={pathTo.courseSlides(job.courseId)}
          className="inline-flex font-semibold text-primary underline underline-offset-4"
        >
          {t('imports.open')}
        </Link>
      )}
    </div>
  );
}
