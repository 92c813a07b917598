import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/**
 * A real PNG (8-bit truecolour) of the given size, for uploads that the server inspects.
 * `row(y)` gives the RGB bytes of row y; by default every pixel is one grey.
 * Shared by the browser tests, the API tests and the benchmarks.
 */
export function png(
  width: number,
  height: number,
  row: (y: number) => Buffer = () => Buffer.alloc(width * 3, 0x7c),
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), row(y)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG in two colours, top half and bottom half, so that a crop or a cover shows. */
export const twoTonePng = (width: number, height: number, top: number, bottom: number) =>
  png(width, height, (y) => Buffer.alloc(width * 3, y < height / 2 ? top : bottom));
