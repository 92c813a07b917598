import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';

const RELOAD_KEY = 'slidewise:chunk-reload-at';

// After a deploy, the old page asks for chunks that no longer exist.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reloadable = isChunkLoadError(error);

  useEffect(() => {
    if (!reloadable) return;
    // Reload once to fetch the new version; a second failure within a minute is shown instead.
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }, [reloadable]);

  if (!reloadable) console.error(error);
  return (
    <main role="alert" className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="max-w-md space-y-4 text-center">
        <p className="text-slate-700">{errorMessage(t, error)}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t('errorPage.title')}</h1>
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
      </div>
    </main>
  );
}
