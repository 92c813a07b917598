import type { ImportRefusal } from '@slidewise/shared/imports/import';
import { AppError } from '../../lib/app-error.js';

const MESSAGES: Record<ImportRefusal, string> = {
  not_a_presentation: 'This file is not a PowerPoint presentation (.pptx).',
  not_a_pdf: 'This file is not a PDF.',
  password_protected:
    'This presentation is protected by a password. Remove the password and try again.',
  empty_presentation: 'This presentation has no slides.',
  corrupted_file: 'This file is damaged and cannot be read.',
  zip_bomb: 'This file expands to far more than its size and was refused.',
  unsafe_archive: 'This file contains unsafe paths and was refused.',
  unsafe_xml: 'This file contains XML features that are not allowed.',
  too_many_slides: 'This file has more than 500 slides.',
  file_too_large: 'This file is larger than 100 MB.',
  not_available: 'This kind of import is not available yet.',
};

/** A refused import: 422 with the refusal as `details.reason`. */
export function importRefused(reason: ImportRefusal): AppError {
  return new AppError(422, 'validation_failed', MESSAGES[reason], { reason });
}
