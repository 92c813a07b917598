import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/error-message';
import { insertBlock } from '@/lib/rich-text/insert-block';
import { useUploadMedia } from '../api/upload-media';
import { checkMediaFile } from '../lib/media-file';
import { AltTextField, UploadFileField } from './upload-fields';
import type { EditorDialogProps } from './url-dialog';
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
}: EditorDialogProps & { kind: 'image' | 'video' }) {
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
        <UploadFileField
          label={t('editor.media.file')}
          required
          error={fileError}
          types={limits.types}
          onFile={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
            upload.reset();
          }}
        />
        {isImage && (
          <>
            <AltTextField
              value={decorative ? '' : alt}
              required={!decorative}
              disabled={decorative}
              error={altError}
              onChange={(value) => {
                setAlt(value);
                setAltError(undefined);
              }}
            />
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
