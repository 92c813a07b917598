import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { interpolation } from '@/lib/isolate-value';
import en from '@/locales/en/bundle';

// Components render real English text in tests, loaded synchronously.
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation,
});

afterEach(() => cleanup());

// A screen's code loads on first use (lib/chunk-reload): on a busy machine the first findBy…
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no ResizeObserver: one that never reports stands in.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
