import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, serverFieldErrors, visitorRefusalMessage } from './http-failure';

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

describe("the server's words for the visitor of a public form", () => {
  const refused = (code: string, message: string) => TRPCClientError.from({ error: { message, code: -32603, data: { code } } } as never);

  it('are the message of a refusal the server words for people: too many requests, no new messages taken now', () => {
    expect(visitorRefusalMessage(refused('TOO_MANY_REQUESTS', 'Please wait 10 minutes and try again, or call (410) 555-0187.'))).toBe(
      'Please wait 10 minutes and try again, or call (410) 555-0187.',
    );
    expect(visitorRefusalMessage(refused('SERVICE_UNAVAILABLE', 'Nothing was saved: please call (410) 555-0187.'))).toBe(
      'Nothing was saved: please call (410) 555-0187.',
    );
  });

  it("are none for other failures, whose messages are not the visitor's to read", () => {
    expect(visitorRefusalMessage(refused('BAD_REQUEST', 'email: Email must be a valid email address'))).toBeNull();
    expect(visitorRefusalMessage(refused('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.'))).toBeNull();
    expect(visitorRefusalMessage(refused('TOO_MANY_REQUESTS', '  '))).toBeNull();
    expect(visitorRefusalMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
