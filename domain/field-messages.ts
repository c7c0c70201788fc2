// How every field words its common messages, and what counts as a blank value. Free of zod and of
// the link rules: domain/url.ts builds on it, and domain/fields.ts (which imports url.ts) re-exports
// it, so schemas take these from fields.ts and url.ts takes them from here without an import cycle.

/** "<Label> is required" */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** "<Label> must be text": a number, a list or an object sent where text belongs. */
export function notTextMessage(label: string): string {
  return `${label} must be text`;
}

/** "<Label> must be at most <max> characters" */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/**
 * The message for a value that is not a string: missing ("<Label> is required") or of another
 * type, such as a number or a list sent to the REST API ("<Label> must be text").
 */
export function textTypeError(label: string, required = requiredMessage(label)) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? required : notTextMessage(label)) };
}

/** Whether an optional field's value means "not given": left out, null, or only spaces. */
export function isBlankInput(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
