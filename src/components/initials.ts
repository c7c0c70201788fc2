/** "Angela Whitfield" -> "AW"; "Mary Ann de la Cruz" -> "MC". */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase());
  return (letters.length > 2 ? [letters[0], letters[letters.length - 1]] : letters).join('') || '★';
}
