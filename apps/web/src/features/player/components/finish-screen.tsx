import { ListChecks, PartyPopper } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

interface FinishScreenProps {
  headingRef: Ref<HTMLHeadingElement>;
  mode: 'learner' | 'preview';
  /** Progress is still on its way to the server: no verdict yet. */
  saving: boolean;
  retrying: boolean;
  completed: boolean;
  score: number | null;
  /** Slides still to view, and questions still to answer. */
  remaining: { index: number; label: string; quiz: boolean }[];
  onJump: (index: number) => void;
  onRestart: () => void;
  onExit?: (() => void) | undefined;
  /** Replaces the verdict (a course with a pass mark or a sign-off); its heading takes `headingRef`. */
  outcome?: ReactNode;
}

const linkButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-primary-700 px-5 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-primary-800';

/** After the last slide: the score and the way back, or what is left to do. */
export function FinishScreen({
  headingRef,
  mode,
  saving,
  retrying,
  completed,
  score,
  remaining,
  onJump,
  onRestart,
  onExit,
  outcome,
}: FinishScreenProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const preview = mode === 'preview';
  const heading = 'text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl';
  const panel =
    'flex min-h-[40vh] flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-surface-raised p-6 text-center text-fg sm:p-10';

  if (saving) {
    return (
      <section className={panel} aria-labelledby="player-finish-title" aria-busy="true">
        <Spinner className="size-8 text-primary-700 dark:text-primary-300" />
        <h2 id="player-finish-title" ref={headingRef} tabIndex={-1} className={heading}>
          {t('player.end.saving')}
        </h2>
        {retrying && <p className="text-fg-muted">{t('player.retrying')}</p>}
      </section>
    );
  }

  if (outcome) {
    return (
      <section className={panel} aria-labelledby="player-finish-title">
        {outcome}
      </section>
    );
  }

  if (!completed) {
    return (
      <section className={panel} aria-labelledby="player-finish-title">
        <ListChecks aria-hidden="true" className="size-10 text-primary-700 dark:text-primary-300" />
        <h2 id="player-finish-title" ref={headingRef} tabIndex={-1} className={heading}>
          {t('player.end.almostTitle')}
        </h2>
        <p className="max-w-md text-fg-muted">{t('player.end.almostBody')}</p>
        <ul className="w-full max-w-md space-y-2 text-start">
          {remaining.map((item) => (
            <li key={item.index}>
              <button
                type="button"
                onClick={() => onJump(item.index)}
                className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-line px-4 py-2 text-start hover:bg-surface-sunken"
              >
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-100">
                  {number(item.index + 1)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.label}</span>
                  <span className="block text-sm text-fg-muted">
                    {item.quiz ? t('player.end.toAnswer') : t('player.end.toView')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section className={panel} aria-labelledby="player-finish-title">
      <PartyPopper
        aria-hidden="true"
        className="size-12 text-secondary-600 dark:text-secondary-400"
      />
      <h2 id="player-finish-title" ref={headingRef} tabIndex={-1} className={heading}>
        {preview ? t('player.end.previewTitle') : t('player.end.completedTitle')}
      </h2>
      {score === null ? (
        <p className="text-lg text-fg-muted">{t('player.end.noQuiz')}</p>
      ) : (
        <p className="text-lg">
          {t('player.end.scoreLabel')}{' '}
          <strong className="text-3xl font-bold text-primary-800 dark:text-primary-200">
            {number(score / 100, { style: 'percent' })}
          </strong>
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {preview ? (
          onExit && (
            <Button className="min-h-12 px-5 text-base" onClick={onExit}>
              {t('player.end.closePreview')}
            </Button>
          )
        ) : (
          <Link to={paths.learn} className={linkButton}>
            {t('player.end.backToLearning')}
          </Link>
        )}
        <Button variant="secondary" className="min-h-12 px-5 text-base" onClick={onRestart}>
          {preview ? t('player.end.startAgain') : t('player.end.review')}
        </Button>
      </div>
    </section>
  );
}
