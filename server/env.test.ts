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
});
