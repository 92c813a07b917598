import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../lib/app-error.js';

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: local disk (the default) or an S3-compatible bucket.
 * Every file is first streamed to a private temporary file (so its type can be
 * checked by content before anything is stored), then committed under a random
 * key. Nothing about a file's original name reaches the store.
 */
export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  /** Streams `source` to a temporary file, refusing it past `maxBytes` (413). */
  receive(source: Readable, maxBytes: number): Promise<{ tempPath: string; size: number }>;
  /** Moves a received file into the store and returns its key. */
  commit(tempPath: string, contentType: string): Promise<string>;
  discard(tempPath: string): Promise<void>;
  /** The file (or one range of it), or undefined when the key holds nothing. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written (readiness). */
  check(): Promise<void>;
}

export const isStorageKey = (key: string) => /^[a-f0-9]{32}$/.test(key);
export const newStorageKey = () => randomBytes(16).toString('hex');

/** Receives uploads into `dir` under random temporary names; shared by every store. */
export function stagingArea(dir: string) {
  return {
    async receive(source: Readable, maxBytes: number) {
      await mkdir(dir, { recursive: true });
      const tempPath = join(dir, `.incoming-${randomBytes(12).toString('hex')}`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) done(tooLarge(maxBytes));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(tempPath, { mode: 0o600 }));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, size };
    },
    discard: (tempPath: string) => rm(tempPath, { force: true }),
  };
}

/** Uploaded files on local disk under DATA_DIR/uploads. */
export function diskStorage(dataDir: string): UploadStorage {
  const root = join(dataDir, 'uploads');
  const pathOf = (key: string) => join(root, key);
  const staging = stagingArea(root);

  return {
    kind: 'disk',
    ...staging,
    async commit(tempPath) {
      const key = newStorageKey();
      await rename(tempPath, pathOf(key));
      return key;
    },
    async read(key, range) {
      if (!isStorageKey(key)) return undefined;
      const stream = createReadStream(pathOf(key), range);
      // Opening is asynchronous: wait for it, so a missing file is "nothing", not a broken stream.
      return new Promise((resolve) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', () => resolve(undefined));
      });
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

export function tooLarge(maxBytes: number) {
  return new AppError(
    413,
    'payload_too_large',
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    { maxBytes },
  );
}

export const storageUnavailable = () =>
  new AppError(503, 'storage_unavailable', 'File storage is unavailable; try again shortly.');
