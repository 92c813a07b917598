import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/lib/class-names';

/**
 * Under an interaction's inputs: why it cannot be sent yet, Submit (with "retrying"
 * while a flaky network is retried), and a failed send. Shared by every quiz type.
 */
export function AnswerControls({
  problem,
  problemId,
  locked,
  submitting,
  retrying,
  error,
}: {
  /** A translation key, or null. */
  problem: string | null;
  problemId: string;
  locked: boolean;
  submitting: boolean;
  retrying?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(problem)}
        </p>
      )}
      {!locked && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={submitting} className="min-h-12 px-6 text-base">
            {t('player.quiz.submit')}
          </Button>
          {submitting && retrying && (
            <span role="status" className="text-sm text-fg-muted">
              {t('player.retrying')}
            </span>
          )}
        </div>
      )}
      {error && !locked && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

/** The answered state, coloured by the outcome (`correct` undefined: nothing to grade, a poll). */
export function FeedbackPanel({
  correct,
  panelRef,
  testId,
  children,
}: {
  correct: boolean | undefined;
  panelRef: Ref<HTMLDivElement>;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      data-testid={testId}
      className={cn(
        'space-y-2 rounded-xl border px-4 py-3 focus:outline-2 focus:outline-offset-2 focus:outline-primary-600',
        correct === undefined
          ? 'border-line bg-surface-sunken text-fg'
          : correct
            ? 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50'
            : 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
      )}
    >
      {children}
    </div>
  );
}
