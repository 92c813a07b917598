// One PNG encoder for every test (browser, API, benchmark).
export { png } from '../../../../e2e/support/images.js';

/** The first bytes of a Windows executable. */
export const exe = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);

/** The start of an MP4 file (an ftyp box), enough for type detection. */
export const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42', 'ascii'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom', 'ascii'),
    Buffer.alloc(1024),
  ]);

/** A GIF89a header and a 1×1 image. */
export const gif = () =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A multipart/form-data body with one file field, after any plain fields. */
export function multipart(
  file: Buffer,
  filename: string,
  contentType: string,
  field = 'file',
  fields: Record<string, string> = {},
) {
  const boundary = `----slidewise${Math.random().toString(16).slice(2)}`;
  const plain = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(plain.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
