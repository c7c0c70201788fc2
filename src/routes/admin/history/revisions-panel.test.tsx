// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAdmin, stubTRPC } from '../../../test/admin-test-utils';
import { RevisionsPanel } from './revisions-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const revision = (version: number, action: string, at: string) => ({
  id: `r${version}`,
  type: 'content',
  recordId: 'hero_title',
  label: 'Headline',
  action,
  version,
  at,
  by: action === 'original' ? '' : 'admin',
  device: '',
  changes: [],
});

it('dates the original of a site text as before the first recorded change (it has no date of its own)', async () => {
  // 19:32 UTC is 2:32 PM in the agent's time zone.
  stubTRPC(() => ({ result: [revision(2, 'update', '2026-11-26T19:32:00.000Z'), revision(1, 'original', '2026-11-26T19:32:00.000Z')] }));
  renderAdmin(<RevisionsPanel type="content" id="hero_title" />);
  expect(await screen.findByText('Before Nov 26, 2026, 2:32 PM EST')).toBeInTheDocument();
});

it('dates an original saved earlier when it was saved', async () => {
  stubTRPC(() => ({ result: [revision(4, 'update', '2026-11-26T19:32:00.000Z'), revision(3, 'original', '2026-03-02T15:05:00.000Z')] }));
  renderAdmin(<RevisionsPanel type="property" id="p1" />);
  expect(await screen.findByText('Mar 2, 2026, 10:05 AM EST')).toBeInTheDocument();
  expect(screen.queryByText(/^Before/)).not.toBeInTheDocument();
});
