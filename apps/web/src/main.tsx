import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { isGuestPath } from '@/app/guest-paths';
import { setShells } from '@/app/shell-switch';
import { initI18n } from '@/lib/i18n';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

const guest = () => import('@/app/guest-app').then((m) => m.GuestApp);
const app = () => import('@/app/app-shell');

// The sign-in screens start a light shell of their own; every other path starts the app.
const shell: Promise<ComponentType> = isGuestPath(window.location.pathname)
  ? guest()
  : app().then((m) => m.App);

// Render once the first language bundle is in, so no screen flashes untranslated keys.
const texts = initI18n().catch((error: unknown) =>
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
