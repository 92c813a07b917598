import { useCallback, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/**
 * Frames a chosen image as a square: drag or arrow keys move it, the slider
 * (or the mouse wheel) zooms. Hands back the chosen area in image pixels.
 */
export function CropPhotoDialog({
  imageUrl,
  onCancel,
  onSave,
  isSaving,
  error,
}: {
  /** The chosen file as an object URL; the dialog is open while there is one. */
  imageUrl: string | null;
  onCancel: () => void;
  onSave: (area: Area) => unknown;
  isSaving: boolean;
  /** Why the last attempt failed, already in words. */
  error: string | null;
}) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(zoom);

  return (
    <ConfirmDialog
      open={imageUrl !== null}
      onOpenChange={(open) => {
        if (!open && !isSaving) onCancel();
      }}
      title={t('profile.photo.cropTitle')}
      description={t('profile.photo.cropDescription')}
      cancelLabel={t('profile.cancel')}
      confirmLabel={t('profile.photo.save')}
      onConfirm={() => area && onSave(area)}
      confirmDisabled={!area || unreadable}
      isPending={isSaving}
    >
      <div className="space-y-4">
        {(error || unreadable) && (
          <Alert tone="error">{unreadable ? t('profile.photo.errors.unreadable') : error}</Alert>
        )}
        <div className="relative h-72 w-full overflow-hidden rounded-xl bg-surface-sunken">
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              mediaProps={{ onError: () => setUnreadable(true) }}
              cropperProps={{
                role: 'group',
                'aria-label': t('profile.photo.cropArea'),
                'aria-describedby': hintId,
              }}
              keyboardStep={10}
            />
          )}
        </div>
        <p id={hintId} className="text-sm text-fg-muted">
          {t('profile.photo.cropKeys')}
        </p>
        <FormField label={t('profile.photo.zoom')} inline>
          {(field) => (
            <>
              <input
                {...field}
                type="range"
                min={MIN_ZOOM}
                max={MAX_ZOOM}
                step={0.05}
                value={zoom}
                aria-valuetext={percent}
                onChange={(event) => setZoom(Number(event.target.value))}
                className="h-2 flex-1 cursor-pointer accent-primary-700"
              />
              <span aria-hidden="true" className="w-14 text-end text-sm text-fg-muted tabular-nums">
                {percent}
              </span>
            </>
          )}
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
