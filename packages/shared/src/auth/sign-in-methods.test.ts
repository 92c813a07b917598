import { describe, expect, it } from 'vitest';
import { asSignInMethods, signInMethodsSchema } from './sign-in-methods.js';

describe('asSignInMethods', () => {
  it('accepts and refuses what signInMethodsSchema does', () => {
    const samples: unknown[] = [
      { social: [] },
      { social: ['google', 'microsoft'] },
      { social: ['google'], extra: true },
      { social: ['github'] },
      { social: 'google' },
      {},
      null,
    ];
    for (const sample of samples) {
      const parsed = signInMethodsSchema.safeParse(sample);
      expect(asSignInMethods(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
