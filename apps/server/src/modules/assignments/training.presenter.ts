import {
  attemptsLeft,
  complianceOf,
  type TrainingState,
} from '@slidewise/shared/learning/certification';
import { toIso } from '../../db/schema.js';

type Stamp = Date | string;

/** The columns the training state is read from (an assignment joined with its course). */
export interface TrainingRow {
  attempt: number;
  extra_attempts: number;
  result: string | null;
  certificate_id: string | null;
  certified_at: Stamp | null;
  valid_until: Stamp | null;
  signed_off_at: Stamp | null;
  completed_version: number | null;
  pass_mark: number | null;
  max_attempts: number | null;
}

const iso = (v: Stamp | null) => (v ? toIso(v) : null);

/** Result, attempts, certificate and compliance as every client sees them. */
export function presentTraining(row: TrainingRow, now: Date): TrainingState {
  const maxAttempts = row.max_attempts === null ? null : Number(row.max_attempts);
  return {
    // With no pass mark there is nothing to pass or fail: completion is the result.
    result: row.pass_mark === null ? null : (row.result as TrainingState['result']),
    attempt: Number(row.attempt),
    attemptsLeft: attemptsLeft(maxAttempts, Number(row.extra_attempts), Number(row.attempt)),
    certificateId: row.certificate_id,
    validUntil: iso(row.valid_until),
    compliance: complianceOf(iso(row.certified_at), iso(row.valid_until), now),
    signedOffAt: iso(row.signed_off_at),
    completedVersion: row.completed_version === null ? null : Number(row.completed_version),
  };
}
