export interface CharacterCount {
  count: number;
  remaining: number;
  over: boolean;
}

/**
 * The live count under a limited text field: every typed character counts, so
 * the number moves with each key (the server trims the ends, so it is never stricter).
 */
export function characterCount(value: string, max: number): CharacterCount {
  const count = value.length;
  return { count, remaining: max - count, over: count > max };
}
