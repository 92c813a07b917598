import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppKysely } from '../../db/database.js';
import { objectKey } from './upload.s3-storage.js';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same content. */
  present: number;
  /** Recorded in the database but absent from the disk. */
  missing: string[];
  /** Copied, but what the bucket holds differs from the disk. */
  mismatched: string[];
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

/**
 * Copies every upload recorded in the database from DATA_DIR/uploads into the
 * bucket under the same key, then reads each one back and compares its SHA-256
 * with the disk's. Files already there with the same content are left alone, so
 * the command can be run again after an interruption. Disk files are never removed.
 */
export async function copyUploadsToS3(options: {
  db: AppKysely;
  dataDir: string;
  client: S3Client;
  bucket: string;
  onProgress?: (line: string) => void;
}): Promise<CopyReport> {
  const { db, client, bucket } = options;
  const report: CopyReport = { copied: 0, present: 0, missing: [], mismatched: [] };
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'storage_key', 'content_type', 'size'])
    .orderBy('id')
    .execute();
  const remoteHash = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    return sha256(object.Body as Readable);
  };
  for (const row of rows) {
    const path = join(options.dataDir, 'uploads', row.storage_key);
    let localHash: string;
    try {
      localHash = await sha256(createReadStream(path));
    } catch {
      report.missing.push(row.id);
      options.onProgress?.(`missing on disk: ${row.id}`);
      continue;
    }
    const existing = await client
      .send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(row.storage_key) }))
      .catch(() => undefined);
    if (
      existing?.ContentLength === Number(row.size) &&
      (await remoteHash(row.storage_key)) === localHash
    ) {
      report.present += 1;
      continue;
    }
    await new Upload({
      client,
      params: {
        Bucket: bucket,
        Key: objectKey(row.storage_key),
        Body: createReadStream(path),
        ContentType: row.content_type,
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 4,
    }).done();
    if ((await remoteHash(row.storage_key)) === localHash) {
      report.copied += 1;
      options.onProgress?.(`copied and verified: ${row.id}`);
    } else {
      report.mismatched.push(row.id);
      options.onProgress?.(`differs after copy: ${row.id}`);
    }
  }
  return report;
}
