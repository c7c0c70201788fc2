import { describe, expect, it } from 'vitest';
import { buildHead } from './head';

describe('the head names the site from the one stored agent name', () => {
  it('og:site_name and page titles follow an edited agent name', () => {
    const head = buildHead({
      origin: 'https://agent.example',
      pathname: '/buyer-services',
      title: 'Buyer Services',
      content: { agent_name: 'Dana Brooks' },
    });
    expect(head).toContain('<meta property="og:site_name" content="Dana Brooks Real Estate" />');
    expect(head).toContain('<title>Buyer Services | Dana Brooks Real Estate</title>');
    expect(head).not.toContain('Angela Whitfield');
  });

  it('defaults to the built-in identity', () => {
    expect(buildHead({ origin: 'https://agent.example', pathname: '/', content: {} })).toContain(
      '<meta property="og:site_name" content="Angela Whitfield Real Estate" />',
    );
  });
});
