// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beginHydration, hydrationDone, HydrationMark } from './hydration';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('hydrationDone', () => {
  it('resolves at once when no page is hydrating (client-rendered pages, tests)', async () => {
    expect(await settled(hydrationDone())).toBe(true);
  });

  it('holds live data back until the page has hydrated', async () => {
    beginHydration();
    const done = hydrationDone();
    expect(await settled(done)).toBe(false);
    render(<HydrationMark />);
    expect(await settled(done)).toBe(true);
  });
});
