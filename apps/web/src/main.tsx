import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// Render once the first language bundle is in, so no screen flashes untranslated keys.
initI18n()
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
