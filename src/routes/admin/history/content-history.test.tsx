// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { contentFields } from '../../../../domain/site-content-fields';
import { renderAdmin, stubTRPC } from '../../../test/admin-test-utils';
import { SiteContentTab } from '../site-content-tab';

// Two service pages: each has an Introduction heading and two introduction paragraphs.
vi.mock('../../../../domain/site-content-fields', async (importOriginal) =>
  (await import('../../../test/admin-test-utils')).onlyContentGroups(
    await importOriginal<typeof import('../../../../domain/site-content-fields')>(),
    'buyer',
    'seller',
  ),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("names each field's history toggle with its section, as its editor is named, so a screen reader's list of buttons tells them apart", async () => {
  stubTRPC((c) => ({ result: c.path === 'siteContent.list' ? contentFields.map((f) => ({ key: f.key, value: '', version: 1 })) : [] }));
  renderAdmin(<SiteContentTab />);
  await screen.findByLabelText('Buyer services page: Introduction heading', { selector: 'input' });
  const names = screen.getAllByRole('button', { name: /^Show history of / }).map((b) => b.getAttribute('aria-label'));
  expect(names).toHaveLength(contentFields.length);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toContain('Show history of Buyer services page: Introduction heading');
  expect(names).toContain('Show history of Seller services page: Introduction heading');

  fireEvent.click(screen.getByRole('button', { name: 'Show history of Seller services page: Introduction heading' }));
  expect(screen.getByRole('button', { name: 'Hide history of Seller services page: Introduction heading' })).toHaveAttribute('aria-expanded', 'true');
});
