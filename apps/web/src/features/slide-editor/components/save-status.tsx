import { CircleAlert, CircleCheck, GitCompareArrows, LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/lib/class-names';
import { useEditorState } from '../hooks/use-editor-store';
import { saveStatus } from '../lib/autosave';
import { overallStatus, type EditorState, type EditorStore } from '../lib/editor-store';
import { useProblemMessage } from './problem-message';

/** The first slide whose save needs the person (refused or invalid), for the message shown. */
function firstInvalid(state: EditorState) {
  for (const id of state.order) {
    const slide = state.slides[id];
    if (slide && saveStatus(slide) === 'invalid') return slide.problem;
  }
  return null;
}

/** Saving… / Saved / Couldn't save — Retry, for the whole editor, announced politely. */
export function SaveStatus({
  store,
  onResolveConflict,
}: {
  store: EditorStore;
  onResolveConflict: () => void;
}) {
  const { t } = useTranslation();
  const status = useEditorState(store, overallStatus);
  const problem = useEditorState(store, firstInvalid);
  const problemMessage = useProblemMessage();

  const tone =
    status === 'saved'
      ? 'text-emerald-800 dark:text-emerald-300'
      : status === 'pending' || status === 'saving'
        ? 'text-fg-muted'
        : 'text-red-700 dark:text-red-400';

  return (
    <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-1">
      <p
        role="status"
        data-save-status={status}
        className={cn('flex items-center gap-1.5 text-sm font-medium', tone)}
      >
        {status === 'saved' && <CircleCheck aria-hidden="true" className="size-4" />}
        {(status === 'pending' || status === 'saving') && (
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
        )}
        {(status === 'failed' || status === 'invalid') && (
          <CircleAlert aria-hidden="true" className="size-4" />
        )}
        {status === 'conflict' && <GitCompareArrows aria-hidden="true" className="size-4" />}
        <span>
          {status === 'saved' && t('editor.status.saved')}
          {(status === 'pending' || status === 'saving') && t('editor.status.saving')}
          {status === 'failed' && t('editor.status.failed')}
          {status === 'invalid' && (problem ? problemMessage(problem) : t('editor.status.failed'))}
          {status === 'conflict' && t('editor.status.conflict')}
        </span>
      </p>
      {status === 'failed' && (
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => store.saveAll()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('editor.status.retry')}
        </Button>
      )}
      {status === 'conflict' && (
        <Button variant="secondary" className="px-3 py-1.5" onClick={onResolveConflict}>
          {t('editor.status.resolve')}
        </Button>
      )}
    </div>
  );
}
