// Addresses and header text. Pure functions (no nodemailer) so env.ts can use them too.
import { z } from 'zod';

export type Mailbox = { name: string; address: string };

const emailSchema = z.email();

/** A plain addr-spec that zod accepts as an e-mail address (no display name, no brackets). */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailSchema.safeParse(value).success;
}

/**
 * `agent@example.com`, `Angela Whitfield <agent@example.com>` or `"Whitfield, Angela" <agent@example.com>`.
 * Returns null for anything else, including text with line breaks.
 */
export function parseMailbox(value: string): Mailbox | null {
  const text = value.trim();
  if (/[\r\n]/.test(text)) return null;
  if (isEmailAddress(text)) return { name: '', address: text };
  const match = /^(?:"([^"]*)"|([^<>"]*?))\s*<([^<>\s]+)>$/.exec(text);
  if (!match) return null;
  const address = match[3];
  if (address === undefined || !isEmailAddress(address)) return null;
  return { name: headerText(match[1] ?? match[2] ?? ''), address };
}

/**
 * Text that is safe inside a header (subject or display name): control characters, line breaks
 * and runs of white space become one space, and the result is capped. A visitor's
 * "Name\r\nBcc: x@y" ends up as the harmless single line "Name Bcc: x@y".
 */
export function headerText(value: string, max = 150): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- header injection is stopped by flattening control characters
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 3).trimEnd()}...` : flat;
}

/** The domain of an address, for Message-IDs. */
export function addressDomain(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = at >= 0 ? address.slice(at + 1) : '';
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain.toLowerCase() : 'localhost';
}
