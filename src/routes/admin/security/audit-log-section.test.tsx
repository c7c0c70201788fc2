import { describe, expect, it } from 'vitest';
import { eventName } from './audit-log-section';

describe('eventName', () => {
  it('says why a sign-in was refused when the throttle refused it, and how many more attempts were counted', () => {
    expect(eventName({ type: 'sign-in.failure', details: { reason: 'wrong-password' } })).toBe('Sign-in failed');
    expect(eventName({ type: 'sign-in.failure', details: { reason: 'throttled' } })).toBe('Sign-in failed: too many attempts, locked out');
    expect(eventName({ type: 'sign-in.failure', details: { reason: 'throttled', summary: '999 more throttled attempts' } })).toBe(
      'Sign-in failed: 999 more throttled attempts',
    );
    expect(eventName({ type: 'password.changed' })).toBe('Password changed');
  });
});
