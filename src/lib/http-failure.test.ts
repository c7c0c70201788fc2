import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, serverFieldErrors } from './http-failure';

/** A refusal as the tRPC client hands it to a form: the server's error shape with its data. */
const refusal = (data: unknown) => TRPCClientError.from({ error: { message: 'Please check the form', code: -32600, data } } as never);

describe('a refused call as the forms read it', () => {
  it("gives the server's messages by field path and its code", () => {
    const error = refusal({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      fieldErrors: { email: 'Enter a valid email', 'preferredTimes.1': 'Pick a later time' },
    });
    expect(serverFieldErrors(error)).toEqual({ email: 'Enter a valid email', 'preferredTimes.1': 'Pick a later time' });
    expect(errorCode(error)).toBe('BAD_REQUEST');
  });

  it('gives no field messages and no code when the server sent none, or never answered', () => {
    expect(serverFieldErrors(refusal({ code: 'TOO_MANY_REQUESTS', fieldErrors: null }))).toEqual({});
    expect(serverFieldErrors(refusal({ fieldErrors: { email: 42 } }))).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
    // Data shaped like a refusal but not from the tRPC client is not trusted.
    expect(errorCode({ data: { code: 'BAD_REQUEST' } })).toBeUndefined();
  });
});
