import { ErrorPage } from '@/components/error-page';

/** Any path the route table does not know. */
export function NotFoundRoute() {
  return <ErrorPage kind={404} fullScreen />;
}
