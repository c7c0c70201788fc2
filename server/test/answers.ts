// Reading JSON answers in server tests. A parsed body is `unknown` until a schema checks it, so a test
// that reads a field the answer lacks fails naming that field instead of comparing `undefined`.
import { expect } from 'vitest';
import { z } from 'zod';

/** Every error answer of the REST adapters: `{ message }`. */
const errorAnswer = z.object({ message: z.string() });

/** The `message` of an error answer. */
export const messageOf = (body: unknown): string => errorAnswer.parse(body).message;

/** A stored record as answered: an id plus whatever else it carries (kept for toMatchObject). */
export const record = z.looseObject({ id: z.string() });

/** A list of stored records. */
export const records = z.array(record);

/** The ids of a list answer, in order. */
export const idsOf = (body: unknown): string[] => records.parse(body).map((r) => r.id);

/** The record with this id in a list answer (undefined when absent). */
export const findById = (body: unknown, id: string) => records.parse(body).find((r) => r.id === id);

/** The body of a fetch Response, unchecked until a schema parses it. */
export const bodyOf = (res: Response): Promise<unknown> => res.json();

/**
 * vitest's asymmetric matchers, typed `unknown`: vitest types them `any`, which the lint rules refuse
 * inside the object literals given to toEqual and toMatchObject.
 */
export const matching = {
  string: (): unknown => expect.any(String),
  number: (): unknown => expect.any(Number),
  containing: (text: string): unknown => expect.stringContaining(text),
  pattern: (pattern: RegExp): unknown => expect.stringMatching(pattern),
};
