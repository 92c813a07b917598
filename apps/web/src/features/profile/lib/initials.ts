/** Up to two letters for an avatar without a photo: first and last names, else the e-mail. */
export function initialsOf(displayName: string | null, email: string): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  if (words.length === 0) return first(email).toUpperCase();
  if (words.length === 1) return first(words[0]).toUpperCase();
  return (first(words[0]) + first(words[words.length - 1])).toUpperCase();
}
