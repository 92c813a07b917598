import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toEmbedUrl } from '@slidewise/shared/courses/rich-text';
import type { SlideLayout } from '@slidewise/shared/courses/slide';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { errorMessage } from '@/lib/error-message';
import { useUploadMedia } from '../api/upload-media';
import { useEditorState } from '../hooks/use-editor-store';
import type { EditorStore } from '../lib/editor-store';
import { checkMediaFile } from '../lib/media-file';
import { AltTextField, UploadFileField } from './upload-fields';

const FIELD_LIMIT = 300;

/**
 * The picture or video of a media layout: an uploaded picture with its description, or a
 * YouTube/Vimeo embed; a caption under it on the full-media layout. Held in the draft like the
 * background (null removes it), so the canvas shows it at once.
 */
export function SlideMediaFields({
  store,
  slideId,
  layout,
}: {
  store: EditorStore;
  slideId: string;
  layout: SlideLayout;
}) {
  const { t } = useTranslation();
  const media = useEditorState(store, (state) => {
    const slide = state.slides[slideId];
    return slide?.draft.media === undefined ? slide?.server.media : slide.draft.media;
  });
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(media?.type === 'image' ? (media.alt ?? '') : '');
  const [embed, setEmbed] = useState(media?.embedUrl ?? '');
  const [caption, setCaption] = useState(media?.caption ?? '');
  const [fileError, setFileError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const [embedError, setEmbedError] = useState<string | undefined>();
  const upload = useUploadMedia();
  const captionPart = caption.trim() ? { caption } : {};

  const submitPicture = async (event: FormEvent) => {
    event.preventDefault();
    const description = alt.trim();
    if (!description) setAltError('slides.media.altMissing');
    // With no new file, the description of the picture already there is what changes.
    if (!file && media?.type === 'image') {
      if (description) store.edit(slideId, { media: { ...media, alt: description } });
      return;
    }
    const problem = checkMediaFile('image', file);
    setFileError(problem ?? undefined);
    if (problem || !description) return;
    try {
      const uploaded = await upload.mutateAsync({ kind: 'image', file: file! });
      store.edit(slideId, {
        media: {
          uploadId: uploaded.id,
          url: uploaded.url,
          type: 'image',
          alt: description,
          ...captionPart,
        },
      });
      setEmbed('');
    } catch {
      // Shown above from upload.error.
    }
  };

  const submitVideo = (event: FormEvent) => {
    event.preventDefault();
    const found = toEmbedUrl(embed);
    if (!found) {
      setEmbedError(embed.trim() ? 'editor.embed.invalid' : 'editor.embed.empty');
      return;
    }
    setEmbedError(undefined);
    store.edit(slideId, {
      media: { embedUrl: found.src, url: found.src, type: 'embed', ...captionPart },
    });
  };

  const changeCaption = (value: string) => {
    setCaption(value);
    if (!media) return;
    const { caption: _old, ...rest } = media;
    store.edit(slideId, { media: value.trim() ? { ...rest, caption: value } : rest });
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('slides.media.legend')}</legend>
      <form onSubmit={(event) => void submitPicture(event)} noValidate className="space-y-3">
        {upload.isError && <Alert tone="error">{errorMessage(t, upload.error)}</Alert>}
        <UploadFileField
          label={t('slides.media.picture')}
          error={fileError}
          types={UPLOAD_KINDS.image.types}
          onFile={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
            upload.reset();
          }}
        />
        <AltTextField
          value={alt}
          error={altError}
          onChange={(value) => {
            setAlt(value);
            setAltError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" disabled={upload.isPending}>
          {upload.isPending ? t('slides.media.uploading') : t('slides.media.usePicture')}
        </Button>
      </form>
      <form onSubmit={submitVideo} noValidate className="space-y-3">
        <FormField label={t('slides.media.video')} error={embedError}>
          {(control) => (
            <Input
              {...control}
              type="url"
              maxLength={FIELD_LIMIT}
              placeholder="https://www.youtube.com/watch?v=…"
              value={embed}
              onChange={(event) => {
                setEmbed(event.target.value);
                setEmbedError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary">
          {t('slides.media.useVideo')}
        </Button>
      </form>
      {layout === 'media-full' && (
        <FormField label={t('slides.media.caption')}>
          {(control) => (
            <Input
              {...control}
              maxLength={FIELD_LIMIT}
              value={caption}
              onChange={(event) => changeCaption(event.target.value)}
            />
          )}
        </FormField>
      )}
      {media && (
        <Button
          type="button"
          variant="danger-outline"
          onClick={() => store.edit(slideId, { media: null })}
        >
          {t('slides.media.remove')}
        </Button>
      )}
    </fieldset>
  );
}
