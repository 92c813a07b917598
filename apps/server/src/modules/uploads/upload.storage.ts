import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../lib/app-error.js';

/**
 * Uploaded files on local disk under DATA_DIR/uploads, under random names.
 * Nothing about a file's original name reaches the disk.
 */
export function diskStorage(dataDir: string) {
  const root = join(dataDir, 'uploads');
  const pathOf = (key: string) => join(root, key);

  return {
    /**
     * Streams `source` to a temporary file, refusing it past `maxBytes` (413),
     * and returns the temporary path and size. Call `commit` or `discard` after.
     */
    async receive(source: Readable, maxBytes: number): Promise<{ tempPath: string; size: number }> {
      await mkdir(root, { recursive: true });
      const tempPath = join(root, `.incoming-${randomBytes(12).toString('hex')}`);
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

    async commit(tempPath: string): Promise<string> {
      const key = randomBytes(16).toString('hex');
      await rename(tempPath, pathOf(key));
      return key;
    },

    discard: (tempPath: string) => rm(tempPath, { force: true }),

    async open(key: string): Promise<{ stream: Readable; size: number } | undefined> {
      if (!/^[a-f0-9]{32}$/.test(key)) return undefined;
      try {
        const { size } = await stat(pathOf(key));
        return { stream: createReadStream(pathOf(key)), size };
      } catch {
        return undefined;
      }
    },

    remove: (key: string) => rm(pathOf(key), { force: true }),
  };
}

export type UploadStorage = ReturnType<typeof diskStorage>;

export function tooLarge(maxBytes: number) {
  return new AppError(
    413,
    'payload_too_large',
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    { maxBytes },
  );
}
