import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from '@/app/guest-app';
import { isGuestPath } from '@/app/guest-paths';
import { SCREEN_TEXTS } from '@/app/screen-texts';
import { screensAt } from '@/app/screen-paths';
import { setShells } from '@/app/shell-switch';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { pathTo } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// The screens this page opens on (none at the sign-in screens, which start a shell of their own).
const opening = screensAt(window.location.pathname);

// The sign-in screens start a light shell of their own, in the entry so that the browser fetches
// its code at once with the page; every other path starts the app, its code fetched on demand.
const guest = () => Promise.resolve(GuestApp);
// What every screen of the app waits for, asked for with its code rather than after it: the
// account (/me) and the zod schema that checks it. (The page names the code of the screen it
// opens on, which the browser fetches meanwhile: build/screen-preloads.ts.)
function askAccount(): Promise<void> {
  const answered = queryClient.prefetchQuery(meQueryOptions());
  void import('@slidewise/shared/me/schemas');
  return answered;
}
const appCode = () => import('@/app/app-shell');
const app = () => {
  void askAccount();
  return appCode();
};
// A page opening on a screen of the app is drawn once, with the screen: once the router has its
// code and texts and the account has answered (not a loading screen first, then the screen).
async function startApp(): Promise<ComponentType> {
  const account = askAccount();
  const loaded = appCode();
  await account;
  // A visitor (a link from an e-mail, an expired session) signs in first, without waiting for
  // the screen's code: as RequireAuth would send them, once that code had arrived.
  if (
    opening[0] === 'layouts/app-layout' &&
    queryClient.getQueryData(meQueryOptions().queryKey) === null
  ) {
    const { pathname, search } = window.location;
    window.history.replaceState(null, '', pathTo.signIn(pathname + search));
    return guest();
  }
  const m = await loaded;
  await m.routerReady();
  return m.App;
}
const shell: Promise<ComponentType> = isGuestPath(window.location.pathname) ? guest() : startApp();

// Render once the first language bundle is in, so no screen flashes untranslated keys; with it,
// the texts of the screens this page opens on.
const texts = initI18n({ sections: opening.flatMap((module) => SCREEN_TEXTS[module]) }).catch(
  (error: unknown) => console.error('Translations failed to load', error),
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
