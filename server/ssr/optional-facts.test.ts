// Facts not every agent has (a second licence, the brokerage office phone, the office address, an
// association membership), cleared in the panel: the server's page and head show nothing for them,
// never the seed agent's own licence number, phone or address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefaults } from '../../domain/site-content';
import { clearedOptionalFacts } from '../../test-support/site-content';
import { listingPath } from '../../domain/routes';
import { makeQueryClient } from '../../src/lib/query-client';
import { render } from '../../src/entry-server';
import { createTestServices, type TestServices } from '../test/harness';
import { buildHead } from './head';
import { prefetchPageData } from './page-data';

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
  await services.store.mutate((db) => {
    Object.assign(db.siteContent, clearedOptionalFacts);
  });
});
afterAll(async () => {
  await services?.cleanup();
});

async function page(url: string) {
  const queryClient = makeQueryClient();
  await prefetchPageData(services, queryClient, url);
  const { html } = await render(url, queryClient);
  return html;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function expectNoneOfThem(html: string) {
  for (const fact of [contentDefaults.license_2!, contentDefaults.brokerage_phone!, '4105550100', 'Waterloo Road', 'Maryland REALTORS']) {
    expect(html).not.toContain(fact);
  }
  const words = text(html);
  // Nothing left standing for a fact that is gone: no separator after the licence, no "Office"
  // with no number, no empty tel: link, no ", ." where the office was.
  expect(words).not.toMatch(/TH777 ·/);
  expect(words).not.toMatch(/· Office/);
  expect(words).not.toMatch(/Realty ,? \./);
  expect(html).not.toMatch(/href="tel:\+?"/);
  expect(html).not.toMatch(/<address[^>]*>\s*<\/address>/);
  // The legal pages' contact block: no empty line where the office was.
  for (const block of html.match(/<address class="lg-address">.*?<\/address>/gs) ?? []) expect(block).not.toContain('<span></span>');
}

describe('cleared optional facts in the server render', () => {
  it('home: footer, about card, contact section and listing cards show none of them', async () => {
    const html = await page('/');
    expectNoneOfThem(html);
    expect(text(html)).toContain('Nevada License #TH777');
    expect(text(html)).toContain('Quartzline Realty. Each office independently owned and operated.');
    expect(text(html)).not.toContain('Office ');
  });

  it('a listing page names the brokerage without an office phone', async () => {
    const html = await page(listingPath(services.store.read().properties[0]!.id));
    expectNoneOfThem(html);
    expect(html).toMatch(/<p class="brokerage-line[^"]*"><span class="brokerage-line__name">Quartzline Realty<\/span><\/p>/);
  });

  it.each(['/terms', '/privacy-policy', '/contact'])('%s shows none of them', async (url) => {
    expectNoneOfThem(await page(url));
  });

  it('the JSON-LD states no empty postal address', () => {
    const head = buildHead({ origin: 'https://agent.example', pathname: '/', content: services.store.read().siteContent });
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!) as { '@graph': Record<string, unknown>[] };
    const agent = ld['@graph'][0]!;
    expect(agent.name).toBe('Nia Castellano');
    expect(agent).not.toHaveProperty('address');
    expect(head).not.toContain('Waterloo');
    // With an address stated, it is there.
    const stated = buildHead({ origin: 'https://agent.example', pathname: '/', content: { office_address: '9 Main St\nBoise, ID 83702' } });
    expect(stated).toContain('"streetAddress":"9 Main St","addressLocality":"Boise","addressRegion":"ID","postalCode":"83702"');
  });
});
