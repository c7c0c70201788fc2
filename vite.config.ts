import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to link a lazily loaded page's CSS and JS into its server-rendered HTML.
    manifest: true,
  },
});
