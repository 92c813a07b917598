import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage, errorPageKind } from '@/components/error-page';

function useRouteErrorPage() {
  const error = useRouteError();
  const kind = errorPageKind(error);
  // What the person sees never holds internals; the console keeps them for us.
  useEffect(() => {
    if (kind === 500 || kind === 'other') console.error(error);
  }, [error, kind]);
  return { error, kind };
}

/** A screen failed inside the app's frame: the error page replaces the screen, not the frame. */
export function RouteError() {
  const { error, kind } = useRouteErrorPage();
  return <ErrorPage kind={kind} error={error} />;
}

/** Nothing else caught it (or it happened outside any layout): the error page fills the window. */
export function RootRouteError() {
  const { error, kind } = useRouteErrorPage();
  return <ErrorPage kind={kind} error={error} fullScreen />;
}
