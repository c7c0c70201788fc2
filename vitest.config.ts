import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Writes the generated Radix CSS (git-ignored) that components and their CSS imports need.
    globalSetup: ['./scripts/vitest-global-setup.mjs'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Worker threads start faster than child processes (about 10 % off the unit run on two cores);
    // no test changes the working directory or ends the process, which threads would not allow.
    pool: 'threads',
    // Vitest's default leaves one core free (cores - 1): on a 2-core machine the unit files ran one
    // at a time. Both cores took the run from 7.5 to 4.3 minutes here.
    maxWorkers: '100%',
  },
});
