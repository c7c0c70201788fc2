import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, projectRoot, trustProxySetting } from './env';

function errorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('parseEnv accepted a bad environment');
}

describe('parseEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.NODE_ENV).toBe('development');
    expect(env.ADMIN_USERNAME).toBe('admin');
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.LOGIN_MAX_ATTEMPTS).toBe(10);
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.uploadDir).toBe(path.resolve('./uploads'));
    expect(env.clientDir).toBe(path.join(projectRoot, 'dist', 'client'));
  });

  it('reads every documented variable', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/agent/data',
      UPLOAD_DIR: '/srv/agent/uploads',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_USERNAME: ' angela ',
      ADMIN_PASSWORD: 'Severn-River-Sunrise-7',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      dataDir: '/srv/agent/data',
      uploadDir: '/srv/agent/uploads',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_USERNAME: 'angela',
      ADMIN_PASSWORD: 'Severn-River-Sunrise-7',
    });
  });

  it('treats an empty variable as unset', () => {
    const env = parseEnv({ PORT: '', ADMIN_PASSWORD: '' });
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it.each(['abc', '70000', '-1', '3.5'])('rejects PORT=%s with a message naming PORT', (port) => {
    const error = errorOf({ PORT: port });
    expect(error.message).toMatch(/^\s*PORT: /m);
  });

  it('names every bad variable at once', () => {
    const error = errorOf({ PORT: 'x', SESSION_SECRET: 'short', ADMIN_PASSWORD: 'abc', NODE_ENV: 'staging', SITE_URL: 'not a url' });
    for (const name of ['PORT', 'SESSION_SECRET', 'ADMIN_PASSWORD', 'NODE_ENV', 'SITE_URL'])
      expect(error.message).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
    expect(error.message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect(error.message).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
  });

  it('maps TRUST_PROXY to what Express understands', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('loopback')).toBe('loopback');
  });

  // The values the server has always accepted (README, docs/deploy.md): Express compiles them all.
  it.each([
    'true',
    'false',
    '0',
    '1',
    '2',
    'loopback',
    'linklocal',
    'uniquelocal',
    '10.0.0.1',
    '10.0.0.0/8',
    '::1',
    'fd00::/8',
    'loopback, 10.0.0.1/32',
    '127.0.0.1,::1',
  ])('accepts TRUST_PROXY=%s', (value) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
  });

  it('reads an empty TRUST_PROXY as unset (no proxy trusted)', () => {
    expect(trustProxySetting(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY)).toBe(false);
  });

  // A typo used to get past this check and fail later, inside Express, with exit 1 (systemd then
  // restarted it every few seconds) and a stack trace that never named the variable.
  it.each(['lopback', 'yes', '-1', '10.0.0.1/33', 'True', 'loopback,', '1.5'])(
    'refuses TRUST_PROXY=%s with a message naming TRUST_PROXY and what it accepts',
    (value) => {
      const error = errorOf({ TRUST_PROXY: value });
      expect(error.message).toMatch(/^Invalid environment configuration:\n\s*TRUST_PROXY: /);
      expect(error.message).toMatch(/Expected true, false, a number of proxies \(1\), loopback/);
    },
  );

  it.each([
    ['https://www.example-agent.com', 'https://www.example-agent.com'],
    ['https://www.example-agent.com/', 'https://www.example-agent.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['HTTPS://Example.COM:443/', 'https://example.com'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('accepts SITE_URL=%s as the origin %s', (value, origin) => {
    expect(parseEnv({ SITE_URL: value }).SITE_URL).toBe(origin);
  });

  // Each of these used to start, then went into every canonical link, og:url and the sitemap.
  it.each([
    'ftp://x.com',
    'javascript:alert(1)',
    'https://example.com/site',
    'https://example.com/site/',
    'https://example.com?x=1',
    'https://example.com/#top',
    'https://user:pass@example.com',
    'https://',
    'example.com',
    'mailto:agent@example.com',
  ])('refuses SITE_URL=%s, saying what is expected', (value) => {
    const error = errorOf({ SITE_URL: value });
    expect(error.message).toMatch(/^Invalid environment configuration:\n\s*SITE_URL: must be the site's public address: http:\/\/ or https:\/\//);
    expect(error.message).toContain('https://www.example-agent.com');
  });
});
