import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const src = fileURLToPath(new URL('./src', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src', import.meta.url));
const API = 'http://localhost:3000';

export default defineConfig({
  // Every text file is also written as .br and .gz, which the server sends to whoever accepts them.
  plugins: [react(), tailwindcss(), compression({ logLevel: 'silent' })],
  resolve: {
    alias: [
      // Shared code is compiled from source, so the web app never waits on a shared build.
      { find: /^@slidewise\/shared\/(.*)$/, replacement: `${sharedSrc}/$1.ts` },
      { find: '@', replacement: src },
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
      output: {
        // A language's texts are named for what they hold (texts-ar-reports-<hash>.js), apart
        // from the screens' code (reports-<hash>.js).
        chunkFileNames: ({ facadeModuleId }) => {
          const texts = facadeModuleId?.match(/locales[\\/]([\w-]+)[\\/]([\w-]+)\.(?:json|ts)$/);
          return texts
            ? `assets/texts-${texts[1]}-${texts[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        // Named vendor chunks that change rarely (long-cached); screens and languages split on their
        // own. React Router stays out of `react`: the sign-in screens run without it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
});
