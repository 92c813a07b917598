import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '@/lib/chunk-reload';
import { setToasterHost } from '@/lib/notify';

const AppToaster = lazy(() =>
  loadChunk(() => import('./app-toaster')).then((m) => ({ default: m.AppToaster })),
);

/** The app's toast area, put on the page with sonner once a toast is due (lib/notify.ts). */
export function ToasterWhenDue() {
  const [due, setDue] = useState(false);
  useEffect(() => setToasterHost(() => setDue(true)), []);
  return due ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
