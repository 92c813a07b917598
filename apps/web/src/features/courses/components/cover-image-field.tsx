import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FilePickerButton } from '@/components/file-picker-button';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/class-names';
import { useFileDrop } from '@/lib/use-file-drop';
import { useUploadCover } from '../api/upload-cover';
import { coverErrorMessage, coverProblemMessage } from '../lib/cover-error';
import { COVER_MAX_MB, checkCoverFile } from '../lib/cover-file';

export interface CoverImage {
  id: string;
  url: string;
}

/**
 * The course's cover: pick or drop an image, checked here (type by content, size), then
 * uploaded at once; the preview shows what the course will wear. Remove takes it off.
 */
export function CoverImageField({
  cover,
  onChange,
  onUploadingChange,
  disabled = false,
}: {
  cover: CoverImage | null;
  onChange: (cover: CoverImage | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCover();

  async function choose(file: File | undefined) {
    if (!file || upload.isPending) return;
    setProblem(null);
    const found = await checkCoverFile(file);
    if (found) {
      setProblem(coverProblemMessage(t, found));
      return;
    }
    onUploadingChange?.(true);
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange({ id: uploaded.id, url: uploaded.url });
    } catch (error) {
      setProblem(coverErrorMessage(t, error));
    } finally {
      onUploadingChange?.(false);
    }
  }

  const { dragging, dropProps } = useFileDrop((file) => {
    if (!disabled) void choose(file);
  });

  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId} className="space-y-3">
      <legend id={legendId} className="text-sm font-medium text-fg">
        {t('courses.cover.label')}
      </legend>
      <div
        data-testid="cover-drop-zone"
        {...dropProps}
        className={cn(
          'relative grid aspect-video w-full max-w-md place-items-center overflow-hidden rounded-xl border-2 border-dashed',
          dragging
            ? 'border-primary-600 bg-primary-50 dark:bg-primary-950'
            : 'border-line-strong bg-surface-sunken',
        )}
      >
        {cover ? (
          <img
            src={cover.url}
            alt={t('courses.cover.preview')}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="flex flex-col items-center gap-2 p-4 text-center text-sm text-fg-muted">
            <ImagePlus aria-hidden="true" className="size-8" />
            <span>{t('courses.cover.empty')}</span>
          </div>
        )}
        {upload.isPending && (
          <div
            role="status"
            className="absolute inset-0 grid place-items-center bg-surface-raised/80 text-sm text-fg"
          >
            <span className="flex items-center gap-2">
              <Spinner />
              {t('courses.cover.uploading')}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <FilePickerButton
          accept={UPLOAD_KINDS.image.types.join(',')}
          inputTestId="cover-input"
          onFile={(file) => void choose(file)}
          disabled={disabled}
          isLoading={upload.isPending}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {cover ? t('courses.cover.replace') : t('courses.cover.upload')}
        </FilePickerButton>
        {cover && (
          <Button
            variant="secondary"
            disabled={disabled || upload.isPending}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('courses.cover.remove')}
          </Button>
        )}
      </div>
      <p id={hintId} className="text-sm text-fg-muted">
        {t('courses.cover.hint', { max: COVER_MAX_MB })}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </fieldset>
  );
}
