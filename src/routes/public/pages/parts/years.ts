/** "16" or "16+" (as an admin may type it) -> "16": the pages add their own wording around it. */
export function yearsNumber(value: string): string {
  return value.trim().replace(/\+$/, '').trim();
}
