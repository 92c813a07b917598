import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { photoErrorMessage } from './photo-error';

const t = i18n.t.bind(i18n);
const apiError = (status: number, code: string, details?: unknown) =>
  new ApiError({ status, code, message: 'server words', details });

describe('photoErrorMessage', () => {
  it('explains each refusal of the server in plain words', () => {
    expect(photoErrorMessage(t, apiError(413, 'payload_too_large'))).toBe(
      'This file is larger than 2 MB. Choose a smaller photo.',
    );
    expect(photoErrorMessage(t, apiError(415, 'unsupported_media_type'))).toBe(
      'This file is not a PNG, JPEG or WebP image. Choose a photo in one of those formats.',
    );
    expect(
      photoErrorMessage(
        t,
        apiError(422, 'validation_failed', [{ path: 'file', code: 'not_square', message: 'x' }]),
      ),
    ).toBe('The photo must be square. Crop it and try again.');
  });

  it('falls back to the general sentence for other failures', () => {
    expect(photoErrorMessage(t, apiError(422, 'validation_failed', []))).toBe(
      'Some fields need your attention.',
    );
    expect(photoErrorMessage(t, apiError(0, 'network_error'))).toBe(
      'Slidewise could not be reached. Check your connection and try again.',
    );
  });

  it('says the image could not be read when the browser failed on it', () => {
    expect(photoErrorMessage(t, new Error('decode failed'))).toBe(
      'This image could not be opened. Choose another photo.',
    );
  });
});
