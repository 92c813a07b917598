import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { screenPreloads } from './build/screen-preloads';

const src = fileURLToPath(new URL('./src', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src', import.meta.url));
const API = 'http://localhost:3000';
// React Router's package sends bundlers its development build whatever the mode (since 7.0.2,
// remix-run/react-router#14102), whose only difference from the production build is its warnings:
// checked, and their messages written out, on every render. A build takes the production one.
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    // The app is written against React's API and runs on Preact's compatibility layer, which
    // the preset puts in React's place (react, react-dom) for the app and its libraries alike:
    // 10 KB of gzipped JavaScript on every screen instead of React's 66.
    preact(),
    tailwindcss(),
    // A page for each screen the app can open on, naming the chunks it needs (fetched at once).
    screenPreloads({ src, shared: sharedSrc }),
    // Every text file is also written as .br and .gz, which the server sends to whoever accepts them.
    compression({ logLevel: 'silent' }),
  ],
  resolve: {
    alias: [
      // Shared code is compiled from source, so the web app never waits on a shared build.
      { find: /^@slidewise\/shared\/(.*)$/, replacement: `${sharedSrc}/$1.ts` },
      { find: '@', replacement: src },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: API,
        configure: (proxy) => {
          // The API refuses state-changing requests from origins it does not trust. A request the
          // page made to this dev server is same-origin, so present it as coming from the API's own
          // origin; any other Origin passes through untouched and is still refused.
          proxy.on('proxyReq', (proxyReq, req) => {
            const origin = req.headers.origin;
            if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) {
              proxyReq.setHeader('origin', API);
            }
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Needed to inline small common chunks (below); the app's entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        // A language's texts are named for what they hold (texts-ar-reports-<hash>.js), apart
        // from the screens' code (reports-<hash>.js).
        chunkFileNames: ({ facadeModuleId }) => {
          const texts = facadeModuleId?.match(/locales[\\/]([\w-]+)[\\/]([\w-]+)\.(?:json|ts)$/);
          return texts
            ? `assets/texts-${texts[1]}-${texts[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // Shared code under 64 KB (before minifying) is copied into the chunks that use it
          // rather than fetched as a file of its own: a screen opens in 14-19 scripts instead of
          // 50-70, and Chromium's work for each script weighs on a phone's main thread.
          // Rolldown's runtime keeps one instance of each module across the copies.
          experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
          // Named vendor chunks that change rarely (long-cached); screens and languages split on
          // their own. React Router has a chunk of its own: the sign-in screens run without it.
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
}));
