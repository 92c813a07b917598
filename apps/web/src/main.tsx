import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { isGuestPath } from '@/app/guest-paths';
import { setShellRenderer } from '@/app/page-load';
import { initI18n } from '@/lib/i18n';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// The sign-in screens start a light shell of their own; every other path starts the app.
const shell: Promise<ComponentType> = isGuestPath(window.location.pathname)
  ? import('@/app/guest-app').then((m) => m.GuestApp)
  : import('@/app/app').then((m) => m.App);

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
setShellRenderer(render);
void Promise.all([shell, texts]).then(([Shell]) => render(Shell));
