import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appAliases } from './client/aliases';

const apiPort = process.env.API_PORT ?? '5001';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (client/sw/sw.ts, docs/decisions/0012): production builds only, registered by
    // the app itself (client/src/lib/service-worker.ts). The web app manifest is served by the server
    // (server/modules/pwa), because its name follows APP_NAME at run time.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png}'] },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: appAliases,
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // .vite/manifest.json: the server preloads each page's chunks from it (server/http/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in the entry's one file: left to itself Rolldown
        // split it into eight (the modules pages share with it), eight requests before any page can
        // render on a phone's round trips.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5000, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
