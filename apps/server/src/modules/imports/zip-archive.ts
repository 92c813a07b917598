import yauzl from 'yauzl';
import { importRefused } from './import-error.js';

export const ARCHIVE_LIMITS = {
  /** Declared and actual expansion of the whole archive. */
  maxExpandedBytes: 1024 * 1024 * 1024,
  /** Expanded / compressed, per entry (a zip bomb compresses far better than any deck). */
  maxRatio: 100,
  maxEntries: 20_000,
};

export interface ZipArchive {
  has(name: string): boolean;
  read(name: string): Promise<Buffer>;
  close(): void;
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Opens an OOXML package held in memory. Refuses, before reading any entry, an
 * encrypted Office file (an OLE container, as PowerPoint writes password-protected
 * decks), anything that is not a zip, paths that climb out (`../`, absolute), and
 * archives whose declared expansion is too large; yauzl then checks each entry's
 * actual size against its declaration while it is read.
 */
export async function openZip(buffer: Buffer): Promise<ZipArchive> {
  if (buffer.subarray(0, 8).equals(OLE_MAGIC)) throw importRefused('password_protected');
  if (buffer.subarray(0, 4).toString('latin1') !== 'PK\x03\x04') {
    throw importRefused('not_a_presentation');
  }
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: true }, (err, z) =>
      err ? reject(importRefused('corrupted_file')) : resolve(z),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  let expanded = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        if (name.startsWith('/') || name.split(/[\\/]/).includes('..') || /^[a-z]:/i.test(name)) {
          return reject(importRefused('unsafe_archive'));
        }
        expanded += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          expanded > ARCHIVE_LIMITS.maxExpandedBytes ||
          (entry.uncompressedSize > 1024 * 1024 && ratio > ARCHIVE_LIMITS.maxRatio) ||
          entries.size >= ARCHIVE_LIMITS.maxEntries
        ) {
          return reject(importRefused('zip_bomb'));
        }
        if (!name.endsWith('/')) entries.set(name, entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      // yauzl refuses `../` and absolute names itself, before our own check sees them.
      zip.on('error', (err: Error) =>
        reject(importRefused(/path/i.test(err.message) ? 'unsafe_archive' : 'corrupted_file')),
      );
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }

  return {
    has: (name) => entries.has(name),
    read(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(importRefused('corrupted_file'));
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(importRefused('corrupted_file'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          // A size that differs from the declaration (a lying header) is an error here.
          stream.on('error', () => reject(importRefused('zip_bomb')));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
    },
    close: () => zip.close(),
  };
}
