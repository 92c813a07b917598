import { Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { Me, User } from '@slidewise/shared/me/schemas';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FilePickerButton } from '@/components/file-picker-button';
import { cn } from '@/lib/class-names';
import { toastProgress } from '@/lib/toast-progress';
import { useFileDrop } from '@/lib/use-file-drop';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { AVATAR_MAX_MB, checkAvatarFile } from '../lib/avatar-file';
import { cropToBlob } from '../lib/crop-image';
import { avatarProblemMessage, photoErrorMessage } from '../lib/photo-error';
import { Avatar } from './avatar';
import { CropPhotoDialog } from './crop-photo-dialog';

/**
 * The profile photo: pick or drop an image, check it here (type by content, size
 * of the original), crop it square, upload. A refused file leaves the old photo.
 */
export function PhotoSection({ user, onChanged }: { user: User; onChanged: (me: Me) => unknown }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();

  // An object URL holds the whole file in memory until it is revoked.
  useEffect(() => {
    if (!imageUrl) return;
    return () => URL.revokeObjectURL(imageUrl);
  }, [imageUrl]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setUploadError(null);
    const found = await checkAvatarFile(file);
    if (found) setProblem(avatarProblemMessage(t, found));
    else setImageUrl(URL.createObjectURL(file));
  }

  async function save(area: Area) {
    if (!imageUrl) return;
    setUploadError(null);
    setSaving(true);
    try {
      const photo = await cropToBlob(imageUrl, area);
      const me = await toastProgress(t, upload.mutateAsync(photo), {
        loading: t('profile.photo.uploading'),
        success: t('profile.photo.uploaded'),
        failure: (error) => photoErrorMessage(t, error),
      });
      setImageUrl(null);
      onChanged(me);
    } catch (error) {
      setUploadError(photoErrorMessage(t, error));
    } finally {
      setSaving(false);
    }
  }

  async function removePhoto() {
    setProblem(null);
    try {
      const me = await toastProgress(t, remove.mutateAsync(), {
        loading: t('profile.photo.removing'),
        success: t('profile.photo.removed'),
      });
      onChanged(me);
    } catch {
      // The toast has said what went wrong; the photo stays as it was.
    }
  }

  const { dragging, dropProps } = useFileDrop((file) => void choose(file));

  return (
    <div className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-wrap items-center gap-5">
        <div
          data-testid="photo-drop-zone"
          {...dropProps}
          className={cn(
            'rounded-full p-1 outline-2 outline-offset-2 transition-colors',
            dragging ? 'bg-primary-100 outline-primary-600 outline-dashed' : 'outline-transparent',
          )}
        >
          <Avatar photoURL={user.photoURL} displayName={user.displayName} email={user.email} />
        </div>
        <div className="space-y-3">
          <div className="flex flex-wrap gap-3">
            <FilePickerButton
              accept={UPLOAD_KINDS.avatar.types.join(',')}
              inputTestId="photo-input"
              onFile={(file) => void choose(file)}
              aria-describedby={hintId}
            >
              <Upload aria-hidden="true" className="size-4" />
              {t('profile.photo.upload')}
            </FilePickerButton>
            {user.photoURL && (
              <Button variant="secondary" isLoading={remove.isPending} onClick={removePhoto}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('profile.photo.remove')}
              </Button>
            )}
          </div>
          <p id={hintId} className="text-sm text-fg-muted">
            {t('profile.photo.hint', { max: AVATAR_MAX_MB })}
          </p>
        </div>
      </div>
      <CropPhotoDialog
        key={imageUrl ?? 'closed'}
        imageUrl={imageUrl}
        onCancel={() => setImageUrl(null)}
        onSave={save}
        isSaving={saving}
        error={uploadError}
      />
    </div>
  );
}
