import '@testing-library/jest-dom/vitest';
import { afterAll, vi } from 'vitest';

// Pages load parts of themselves on demand (forms, viewers, deferred sections). A chunk still
// arriving when a file's tests end would land after the environment is gone and fail the run,
// so each file waits for the ones it started.
afterAll(async () => {
  await vi.dynamicImportSettled();
});
