import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../env';
import { describeMailConfig, mailConfigFromEnv } from './mailer';

const base = { SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'Angela Whitfield <angela@example.com>' };

describe('mail configuration from the environment', () => {
  it('is off without SMTP_HOST', () => {
    const env = parseEnv({});
    expect(mailConfigFromEnv(env)).toBeNull();
    expect(describeMailConfig(env)).toBe('E-mail notifications are off (SMTP_HOST is not set)');
  });

  it('says which settings are ignored when SMTP_HOST is missing', () => {
    expect(describeMailConfig(parseEnv({ SMTP_USER: 'angela', SMTP_PASS: 'secret' }))).toBe(
      'E-mail notifications are off: SMTP_USER, SMTP_PASS are set but SMTP_HOST is not',
    );
  });

  it('reads every variable, STARTTLS on 587 by default', () => {
    const config = mailConfigFromEnv(
      parseEnv({ ...base, SMTP_USER: 'angela@example.com', SMTP_PASS: 'app-password', AGENT_NOTIFY_EMAIL: 'leads@example.com' }),
    );
    expect(config).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      auth: { user: 'angela@example.com', pass: 'app-password' },
      from: { name: 'Angela Whitfield', address: 'angela@example.com' },
      agentNotifyEmail: 'leads@example.com',
      siteUrl: null,
    });
  });

  it('uses implicit TLS on 465 with SMTP_SECURE=true, and an explicit port wins', () => {
    expect(mailConfigFromEnv(parseEnv({ ...base, SMTP_SECURE: 'true' }))).toMatchObject({ secure: true, port: 465 });
    expect(mailConfigFromEnv(parseEnv({ ...base, SMTP_SECURE: 'false', SMTP_PORT: '2525' }))).toMatchObject({ secure: false, port: 2525 });
  });

  it('falls back to SMTP_USER as the sender when it is an address', () => {
    const config = mailConfigFromEnv(parseEnv({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'angela@example.com', SMTP_PASS: 'x' }));
    expect(config?.from).toEqual({ name: '', address: 'angela@example.com' });
  });

  it('never prints the password', () => {
    const line = describeMailConfig(parseEnv({ ...base, SMTP_USER: 'angela', SMTP_PASS: 'hunter2-secret' }));
    expect(line).toBe(
      'E-mail notifications on: SMTP smtp.example.com:587 (STARTTLS when offered) as angela; lead alerts to the Contact email in Site Content',
    );
    expect(line).not.toContain('hunter2');
  });

  it('refuses a start that could never send, naming the variable', () => {
    const messageOf = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(messageOf({ SMTP_HOST: 'smtp.example.com' })).toMatch(/MAIL_FROM: is required when SMTP_HOST is set/);
    expect(messageOf({ ...base, MAIL_FROM: 'not an address' })).toMatch(/MAIL_FROM: must be an e-mail address/);
    expect(messageOf({ ...base, AGENT_NOTIFY_EMAIL: 'angela' })).toMatch(/AGENT_NOTIFY_EMAIL: must be an e-mail address/);
    expect(messageOf({ ...base, SMTP_PASS: 'x' })).toMatch(/SMTP_USER: is required when SMTP_PASS is set/);
    expect(messageOf({ ...base, SMTP_PORT: '70000' })).toMatch(/SMTP_PORT/);
  });
});
