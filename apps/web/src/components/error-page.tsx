import {
  Hourglass,
  LockKeyhole,
  RotateCw,
  SearchX,
  ServerCrash,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { ChunkLoadError } from '@/lib/chunk-reload';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { Button } from './button';
import { buttonClass } from './button-look';
import { DocumentTitle } from '@/components/document-title';

/** The dedicated pages (seed section 2), and "other": the message, then "Something went wrong". */
export type ErrorPageKind = 401 | 404 | 429 | 500 | 'other';

const DEDICATED = [401, 404, 429] as const;

/**
 * Which page an error gets. Anything that is not an answer from the server (a
 * bug, a chunk that would not load) is a 500: its text may hold internals.
 */
export function errorPageKind(error: unknown): ErrorPageKind {
  if (error instanceof ChunkLoadError) return 500;
  const status =
    error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : null;
  if (status === null) return 500;
  const dedicated = DEDICATED.find((code) => code === status);
  if (dedicated) return dedicated;
  return status >= 500 ? 500 : 'other';
}

interface ErrorPageProps {
  kind: ErrorPageKind;
  /** The failure, for the 429 wait and the "other" message. */
  error?: unknown;
  /** Fills the window (outside any layout) rather than the layout's main area. */
  fullScreen?: boolean;
  /** The 429 and 500 "try again" action; reloads the page by default. */
  onRetry?: () => void;
}

export function ErrorPage({ kind, error, fullScreen = false, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const retry = onRetry ?? (() => window.location.reload());
  const here = location.pathname + location.search;

  let icon: LucideIcon;
  let title: string;
  let body: ReactNode;
  let action: ReactNode;
  switch (kind) {
    case 401:
      icon = LockKeyhole;
      title = t('errorPage.unauthorized.title');
      body = t('errorPage.unauthorized.body');
      action = (
        <Link to={pathTo.signIn(here)} className={buttonClass()}>
          {t('errorPage.unauthorized.action')}
        </Link>
      );
      break;
    case 404:
      icon = SearchX;
      title = t('notFound.title');
      body = t('notFound.body');
      action = (
        <Link to={paths.home} className={buttonClass()}>
          {t('notFound.home')}
        </Link>
      );
      break;
    case 429:
      icon = Hourglass;
      title = t('errorPage.rateLimited.title');
      body = <RetryWait seconds={error instanceof ApiError ? error.retryAfter : null} />;
      action = <Button onClick={retry}>{t('errorPage.tryAgain')}</Button>;
      break;
    case 500:
      icon = ServerCrash;
      title = t('errorPage.server.title');
      body = t('errorPage.server.body');
      action = (
        <Button onClick={retry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('errorPage.reload')}
        </Button>
      );
      break;
    default:
      icon = TriangleAlert;
      // The seed: the error's message, followed by "Something went wrong".
      title = errorMessage(t, error);
      body = t('errorPage.title');
      action = (
        <Button onClick={retry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('errorPage.reload')}
        </Button>
      );
  }
  const Icon = icon;
  const Frame = fullScreen ? 'main' : 'section';

  return (
    <Frame
      data-error-page={kind}
      className={cn(
        'grid place-items-center px-4',
        fullScreen ? 'min-h-dvh bg-surface py-12' : 'py-12 sm:py-16',
      )}
    >
      <DocumentTitle title={title} />
      <div className="flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        {kind !== 'other' && (
          <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">
            {t('errorPage.code', { status: kind })}
          </p>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-fg sm:text-3xl">
          {title}
        </h1>
        <div className="text-fg-muted">{body}</div>
        <div className="mt-2">{action}</div>
      </div>
    </Frame>
  );
}

/** When to try again after a 429: a live countdown and the clock time it ends. */
function RetryWait({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  const { time } = useFormat();
  const [deadline] = useState(() => (seconds === null ? null : Date.now() + seconds * 1000));
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  const counting = left !== null && left > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  if (deadline === null || left === null) return <p>{t('errorPage.rateLimited.unknown')}</p>;
  return (
    <div className="space-y-1">
      {/* The ticking number is not announced each second; the end of the wait is. */}
      <p role="timer" aria-live="off">
        {left > 0
          ? t('errorPage.rateLimited.wait', { count: left })
          : t('errorPage.rateLimited.now')}
      </p>
      {left > 0 && (
        <p className="text-sm">
          {t('errorPage.rateLimited.at', {
            time: time(deadline, { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
          })}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {left === 0 ? t('errorPage.rateLimited.now') : ''}
      </p>
    </div>
  );
}
