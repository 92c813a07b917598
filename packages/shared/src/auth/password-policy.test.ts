import { describe, expect, it } from 'vitest';
import {
  activeRules,
  asPasswordPolicy,
  checkPassword,
  DEFAULT_PASSWORD_POLICY,
  passwordPolicySchema,
} from './password-policy.js';

const strict = {
  ...DEFAULT_PASSWORD_POLICY,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

describe('checkPassword', () => {
  it('passes a long passphrase under the default policy', () => {
    expect(checkPassword('correct horse battery', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });

  it('names every rule a password breaks, in order', () => {
    expect(checkPassword('abc', strict)).toEqual([
      'minLength',
      'requireUppercase',
      'requireNumeric',
      'requireNonAlphanumeric',
    ]);
    expect(checkPassword('x'.repeat(129), DEFAULT_PASSWORD_POLICY)).toEqual(['maxLength']);
  });

  it('counts characters, not UTF-16 units, and knows non-Latin letters', () => {
    expect(checkPassword('密码密码密码密码', DEFAULT_PASSWORD_POLICY)).toEqual([]);
    expect(checkPassword('😀😀😀😀', DEFAULT_PASSWORD_POLICY)).toEqual(['minLength']);
    expect(checkPassword('Ñandú-Ñandú-1', strict)).toEqual([]);
  });

  it('rejects the most common passwords whatever their case', () => {
    expect(checkPassword('PassWord123', DEFAULT_PASSWORD_POLICY)).toEqual(['notCommon']);
    expect(checkPassword('qwerty123', DEFAULT_PASSWORD_POLICY)).toEqual(['notCommon']);
  });

  it('lists only the rules a policy turns on', () => {
    expect(activeRules(DEFAULT_PASSWORD_POLICY)).toEqual(['minLength', 'maxLength', 'notCommon']);
    expect(activeRules(strict)).toHaveLength(7);
  });
});

describe('asPasswordPolicy', () => {
  it('accepts and refuses what passwordPolicySchema does', () => {
    const samples: unknown[] = [
      DEFAULT_PASSWORD_POLICY,
      { ...DEFAULT_PASSWORD_POLICY, requireNumeric: true, extra: 1 },
      { ...DEFAULT_PASSWORD_POLICY, minLength: 0 },
      { ...DEFAULT_PASSWORD_POLICY, maxLength: 8.5 },
      { ...DEFAULT_PASSWORD_POLICY, minLength: '8' },
      { ...DEFAULT_PASSWORD_POLICY, requireUppercase: 'yes' },
      { ...DEFAULT_PASSWORD_POLICY, requireLowercase: undefined },
      null,
      'policy',
    ];
    for (const sample of samples) {
      const parsed = passwordPolicySchema.safeParse(sample);
      expect(asPasswordPolicy(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
