// JSON embedded in a <script> block: admin-edited text must never close the block or start
// markup, so <, >, & and the two JS line separators are written as \u escapes.
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const APP_STATE_ELEMENT_ID = '__APP_STATE__';
