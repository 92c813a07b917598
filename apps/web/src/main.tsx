import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from '@/app/guest-app';
import { FRAME_TEXTS, isGuestPath, opensInFrame } from '@/app/guest-paths';
import { setShells } from '@/app/shell-switch';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// The sign-in screens start a light shell of their own, in the entry so that the browser fetches
// its code at once with the page; every other path starts the app, its code fetched on demand.
const guest = () => Promise.resolve(GuestApp);
const app = () => {
  // What every screen of the app waits for, asked for with its code rather than after it: the
  // account (/me) and the zod schema that checks it.
  void queryClient.prefetchQuery(meQueryOptions());
  void import('@slidewise/shared/me/schemas');
  return import('@/app/app-shell');
};
const shell: Promise<ComponentType> = isGuestPath(window.location.pathname)
  ? guest()
  : app().then((m) => m.App);

// Render once the first language bundle is in, so no screen flashes untranslated keys; behind
// sign-in, with the frame's texts (each screen's own come with its code).
const frame = opensInFrame(window.location.pathname) ? FRAME_TEXTS : [];
const texts = initI18n({ sections: frame }).catch((error: unknown) =>
  console.error('Translations failed to load', error),
);

function render(Shell: ComponentType) {
  root.render(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
}
setShells({ render, guest, app });
void Promise.all([shell, texts]).then(([Shell]) => render(Shell));
