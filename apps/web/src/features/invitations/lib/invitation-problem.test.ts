import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { invitationProblem, sameAddress } from './invitation-problem';

const error = (status: number, code: string, details?: unknown) =>
  new ApiError({ status, code, message: 'x', details });

describe('invitationProblem', () => {
  it('reads why the server refused the token', () => {
    expect(invitationProblem(error(400, 'invalid_token', { reason: 'expired' }))).toBe('expired');
    expect(invitationProblem(error(400, 'invalid_token', { reason: 'used' }))).toBe('used');
    expect(invitationProblem(error(400, 'invalid_token', { reason: 'unknown' }))).toBe('unknown');
    expect(invitationProblem(error(400, 'invalid_token'))).toBe('unknown');
  });

  it('treats a malformed or missing token as unknown, and other failures as no verdict', () => {
    expect(invitationProblem(error(422, 'validation_failed'))).toBe('unknown');
    expect(invitationProblem(error(404, 'not_found'))).toBe('unknown');
    expect(invitationProblem(error(0, 'network_error'))).toBeNull();
    expect(invitationProblem(error(429, 'rate_limited'))).toBeNull();
    expect(invitationProblem(new Error('boom'))).toBeNull();
  });
});

describe('sameAddress', () => {
  it('compares trimmed and case-insensitively', () => {
    expect(sameAddress(' Ann@Example.com', 'ann@example.com ')).toBe(true);
    expect(sameAddress('ann@example.com', 'anna@example.com')).toBe(false);
  });
});
