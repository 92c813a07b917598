import { z } from 'zod';

const emailCheck = z.email();

/** Addresses are compared trimmed and case-insensitively everywhere. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export const isEmail = (value: string) =>
  value.length <= 254 && emailCheck.safeParse(value).success;

/**
 * Splits pasted text into addresses: commas, semicolons, spaces and new lines all
 * separate, and `Eve Smith <eve@example.com>` (as mail programs copy it) keeps
 * only the address. Empty pieces are dropped.
 */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[,;\n\r]+/u)
    .flatMap((chunk) => {
      const bracketed = /<([^<>]+)>/u.exec(chunk);
      return bracketed ? [bracketed[1]!] : chunk.split(/\s+/u);
    })
    .map((piece) => piece.trim().replace(/^["']+|["']+$/gu, ''))
    .filter(Boolean);
}

export interface EmailListEntry {
  input: string;
  email: string;
  problem: 'invalid' | 'duplicate' | null;
}

/** Normalises a list, marking invalid addresses and repeats (after the first). */
export function checkEmailList(inputs: readonly string[]): EmailListEntry[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const email = normaliseEmail(input);
    if (!isEmail(email)) return { input, email, problem: 'invalid' };
    if (seen.has(email)) return { input, email, problem: 'duplicate' };
    seen.add(email);
    return { input, email, problem: null };
  });
}
