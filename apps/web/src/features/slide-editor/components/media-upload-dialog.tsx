import type { Editor } from '@tiptap/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { errorMessage } from '@/lib/error-message';
import { insertBlock } from '@/lib/rich-text/insert-block';
import { useUploadMedia } from '../api/upload-media';
import { checkMediaFile } from '../lib/media-file';
import { focusEditor } from '../lib/focus-editor';

/**
 * Uploads an image (with its alternative text) or a video, then puts it into
 * the slide where the cursor is. The file's type and size are checked here
 * first; the server checks them again on the content.
 */
export function MediaUploadDialog({
  kind,
  editor,
  open,
  onOpenChange,
}: {
  kind: 'image' | 'video';
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const decorativeId = useId();
  const isImage = kind === 'image';
  const limits = UPLOAD_KINDS[kind];

  const close = () => {
    if (upload.isPending) return;
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkMediaFile(kind, file);
    // An image needs a description, unless the leader says it is decorative (alt="").
    const missingAlt = isImage && !decorative && !alt.trim();
    if (missingAlt) setAltError('editor.media.errors.altMissing');
    if (problem) setFileError(problem);
    if (problem || missingAlt) return;
    try {
      const uploaded = await upload.mutateAsync({ kind, file: file! });
      insertBlock(
        editor,
        isImage
          ? { type: 'image', attrs: { src: uploaded.url, alt: decorative ? '' : alt.trim() } }
          : { type: 'video', attrs: { src: uploaded.url } },
      );
      onOpenChange(false);
    } catch {
      // Shown below from upload.error.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      returnFocus={() => focusEditor(editor)}
      title={isImage ? t('editor.media.imageTitle') : t('editor.media.videoTitle')}
      description={
        isImage
          ? t('editor.media.imageDescription', { mb: limits.maxBytes / 1024 / 1024 })
          : t('editor.media.videoDescription', { mb: limits.maxBytes / 1024 / 1024 })
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {upload.isError && <Alert tone="error">{errorMessage(t, upload.error)}</Alert>}
        <FormField label={t('editor.media.file')} required error={fileError}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept={limits.types.join(',')}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(undefined);
                upload.reset();
              }}
              className="file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary-800 dark:file:bg-primary-900 dark:file:text-primary-50"
            />
          )}
        </FormField>
        {isImage && (
          <>
            <FormField
              label={t('editor.media.alt')}
              required={!decorative}
              error={altError}
              description={<p className="text-xs text-fg-muted">{t('editor.media.altHelp')}</p>}
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={300}
                  disabled={decorative}
                  value={decorative ? '' : alt}
                  onChange={(event) => {
                    setAlt(event.target.value);
                    setAltError(undefined);
                  }}
                />
              )}
            </FormField>
            <div className="flex items-center gap-3">
              <input
                id={decorativeId}
                type="checkbox"
                checked={decorative}
                onChange={(event) => {
                  setDecorative(event.target.checked);
                  setAltError(undefined);
                }}
                className="size-4 shrink-0 accent-primary-700"
              />
              <label htmlFor={decorativeId} className="text-sm font-medium text-fg">
                {t('editor.media.decorative')}
              </label>
            </div>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={upload.isPending}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" isLoading={upload.isPending}>
            {upload.isPending ? t('editor.media.uploading') : t('editor.media.upload')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
