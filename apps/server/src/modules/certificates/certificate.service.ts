import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isLanguage } from '@slidewise/shared/i18n/languages';
import type { CertificateVerification } from '@slidewise/shared/learning/certification';
import type { AppKysely } from '../../db/database.js';
import { toDate, toIso } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { renderCertificate } from './certificate.pdf.js';
import { certificateRepository } from './certificate.repository.js';

/** Certificate ids are URL-safe base64 of 18 random bytes. */
const ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export function certificateService(deps: {
  db: AppKysely;
  clock: Clock;
  publicUrl: string;
  dataDir: string;
}) {
  const certificates = certificateRepository(deps.db);
  const cacheDir = join(deps.dataDir, 'certificates');

  return {
    /** Public: what the verification page shows, nothing more (no e-mail). */
    async verify(id: string): Promise<CertificateVerification> {
      const row = ID_PATTERN.test(id) ? await certificates.find(id) : undefined;
      if (!row) throw notFound('Certificate');
      const validUntil = row.valid_until ? toIso(row.valid_until) : null;
      return {
        name: row.learner_name,
        courseTitle: row.course_title,
        issuedAt: toIso(row.issued_at),
        validUntil,
        status: row.revoked_at
          ? 'revoked'
          : validUntil && toDate(validUntil) <= deps.clock.now()
            ? 'expired'
            : 'valid',
      };
    },

    /**
     * The PDF, rendered once and kept on disk: its content never changes (a
     * revocation shows on the verification page).
     */
    async pdf(userId: string, id: string): Promise<Uint8Array> {
      const row = ID_PATTERN.test(id) ? await certificates.findFor(id, userId) : undefined;
      if (!row) throw notFound('Certificate');
      const file = join(cacheDir, `${id}.pdf`);
      const cached = await readFile(file).catch(() => undefined);
      if (cached) return cached;
      const bytes = await renderCertificate({
        id: row.id,
        learnerName: row.learner_name,
        courseTitle: row.course_title,
        issuerName: row.issuer_name,
        issuedAt: toDate(row.issued_at),
        validUntil: row.valid_until ? toDate(row.valid_until) : null,
        score: row.score === null ? null : Number(row.score),
        signedOffName: row.signed_off_name,
        language: isLanguage(row.language) ? row.language : 'en',
        verifyUrl: `${deps.publicUrl}/verify/${row.id}`,
      });
      await mkdir(cacheDir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      return bytes;
    },

    async revoke(ownerId: string, id: string): Promise<CertificateVerification> {
      const row = ID_PATTERN.test(id) ? await certificates.find(id) : undefined;
      if (!row || row.owner_id !== ownerId) throw notFound('Certificate');
      await certificates.revoke(id, ownerId, deps.clock.now().toISOString());
      return this.verify(id);
    },
  };
}

export type CertificateService = ReturnType<typeof certificateService>;
