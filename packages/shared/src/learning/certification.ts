import { z } from 'zod';

/** Course settings that make training count. */
export const PASS_MARK_MIN = 1;
export const PASS_MARK_MAX = 100;
export const MAX_ATTEMPTS_MAX = 10;
export const VALID_FOR_DAYS_MAX = 3650;
/** A completion is "expiring" this many days before it runs out (and a reminder goes out). */
export const EXPIRING_DAYS = 30;
export const SIGN_OFF_NAME_MAX = 120;

export const trainingSettingsSchema = z.object({
  /** Percentage of graded questions to answer correctly; null = no pass mark. */
  passMark: z.number().int().min(PASS_MARK_MIN).max(PASS_MARK_MAX).nullable(),
  /** null = unlimited. */
  maxAttempts: z.number().int().min(1).max(MAX_ATTEMPTS_MAX).nullable(),
  /** null = a completion never expires. */
  validForDays: z.number().int().min(1).max(VALID_FOR_DAYS_MAX).nullable(),
  requireSignOff: z.boolean(),
});
export type TrainingSettings = z.infer<typeof trainingSettingsSchema>;

export const RESULTS = ['passed', 'failed'] as const;
export const resultSchema = z.enum(RESULTS);
export type Result = z.infer<typeof resultSchema>;

export const COMPLIANCE_STATES = ['valid', 'expiring', 'expired', 'never'] as const;
export const complianceSchema = z.enum(COMPLIANCE_STATES);
export type Compliance = z.infer<typeof complianceSchema>;

/** What an assignee row and the learner's progress add about results and certificates. */
export const trainingStateSchema = z.object({
  result: resultSchema.nullable(),
  attempt: z.number().int().min(1),
  attemptsLeft: z.number().int().min(0).nullable(),
  certificateId: z.string().nullable(),
  validUntil: z.string().nullable(),
  compliance: complianceSchema,
  signedOffAt: z.string().nullable(),
  completedVersion: z.number().int().nullable(),
});
export type TrainingState = z.infer<typeof trainingStateSchema>;

export const signOffSchema = z.object({
  fullName: z.string().trim().min(1).max(SIGN_OFF_NAME_MAX),
});

export const grantAttemptsSchema = z.object({
  extra: z.number().int().min(1).max(MAX_ATTEMPTS_MAX),
});

export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export const certificateVerificationSchema = z.object({
  name: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/**
 * The score: graded questions answered correctly over graded questions, as a whole
 * percentage; null when nothing is graded (polls never count).
 */
export function scorePercent(correct: number, graded: number): number | null {
  return graded > 0 ? Math.round((100 * correct) / graded) : null;
}

/** A finished attempt passes when there is no pass mark, nothing graded, or the score reaches it. */
export function meetsPassMark(score: number | null, passMark: number | null): boolean {
  return passMark === null || score === null || score >= passMark;
}

/** Retakes still open after the current attempt; null = unlimited. */
export function attemptsLeft(
  maxAttempts: number | null,
  extra: number,
  attempt: number,
): number | null {
  return maxAttempts === null ? null : Math.max(0, maxAttempts + extra - attempt);
}

export function complianceOf(
  certifiedAt: string | null,
  validUntil: string | null,
  now: Date,
): Compliance {
  if (!certifiedAt) return 'never';
  if (!validUntil) return 'valid';
  const until = new Date(validUntil).getTime();
  if (until <= now.getTime()) return 'expired';
  return until - now.getTime() <= EXPIRING_DAYS * 86_400_000 ? 'expiring' : 'valid';
}

/** A course that asks nothing more than completion (every course before these settings). */
export const DEFAULT_TRAINING_SETTINGS: TrainingSettings = {
  passMark: null,
  maxAttempts: null,
  validForDays: null,
  requireSignOff: false,
};

/** An assignment before anything was finished. */
export const INITIAL_TRAINING_STATE: TrainingState = {
  result: null,
  attempt: 1,
  attemptsLeft: null,
  certificateId: null,
  validUntil: null,
  compliance: 'never',
  signedOffAt: null,
  completedVersion: null,
};
