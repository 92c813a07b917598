import { isEmail, normaliseEmail, splitEmailList } from '@slidewise/shared/groups/emails';

export interface EmailChip {
  email: string;
  valid: boolean;
}

/**
 * Adds what was typed or pasted (one address or many, separated by commas,
 * semicolons, spaces or lines) to the chips: normalised, each address once,
 * invalid ones kept (marked) so the person can see and fix them.
 */
export function addEmails(chips: readonly EmailChip[], text: string): EmailChip[] {
  const next = [...chips];
  for (const piece of splitEmailList(text)) {
    const email = normaliseEmail(piece);
    if (next.some((chip) => chip.email === email)) continue;
    next.push({ email, valid: isEmail(email) });
  }
  return next;
}

/** Marks the chips the server refused (by their index in what was sent). */
export function markInvalid(chips: readonly EmailChip[], refused: readonly string[]): EmailChip[] {
  const bad = new Set(refused);
  return chips.map((chip) => (bad.has(chip.email) ? { ...chip, valid: false } : chip));
}

/** The time to turn typed text into a chip: a separator was typed. */
export function endsWithSeparator(text: string): boolean {
  return /[,;\s]$/u.test(text);
}
