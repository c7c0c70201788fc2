import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Browsers without <link rel="modulepreload"> (Safari before 17) still run every script; they
    // only fetch a lazy page's modules when it is imported instead of early. The polyfill that
    // would preload them there cost every visitor 0.35 KiB of the first script.
    modulePreload: { polyfill: false },
    // The server reads it to link a lazily loaded page's CSS and JS into its server-rendered HTML.
    manifest: true,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          // @trpc/client does not declare itself free of side effects (@trpc/server does), so its
          // index kept the WebSocket link and the stream and subscription helpers in the first
          // script although the site uses only the HTTP links. Its modules only define things.
          treeshake: {
            moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/.test(id),
          },
          output: {
            // Everything the first render needs in one JavaScript chunk and one stylesheet. Split
            // in a dozen small chunks (Rolldown's default), the home page made the browser fetch
            // 14 modulepreloads and 3 stylesheets at once: on HTTP/1.1's six connections per host
            // the stylesheet queued behind scripts, and first paint waited. Lazy pages, the
            // forms library and the admin panel stay chunks of their own.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
  },
}));
