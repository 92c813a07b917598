import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backgroundColorProblem,
  imageDimProblem,
  THEME_PALETTES,
} from '@slidewise/shared/courses/contrast';
import {
  BACKGROUND_DIM_DEFAULT,
  BACKGROUND_DIM_MAX,
  type SlideBackground,
} from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { FilePickerButton } from '@/components/file-picker-button';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useUploadMedia } from '../api/upload-media';
import { useEditorState } from '../hooks/use-editor-store';
import type { EditorStore } from '../lib/editor-store';
import { imagePixels } from '../lib/image-pixels';
import { checkMediaFile } from '../lib/media-file';

type Mode = 'none' | 'color' | 'image';
const MODES: Mode[] = ['none', 'color', 'image'];

const modeOf = (background: SlideBackground | null | undefined): Mode =>
  background?.uploadId ? 'image' : background?.color ? 'color' : 'none';

/** How bright a picture is at a dimming level, or null when it cannot be read (then not judged). */
async function dimCheck(url: string, dim: number) {
  try {
    return imageDimProblem(await imagePixels(url), dim, BACKGROUND_DIM_MAX);
  } catch {
    return null;
  }
}

/**
 * The slide's background: the theme's, a colour, or an uploaded picture under a dimming veil.
 * A colour the theme's text cannot be read on (WCAG AA, 4.5:1), or a picture dimmed too little
 * for its white text, is refused with the ratio it reaches and the one it needs.
 */
export function SlideBackgroundFields({
  store,
  slideId,
  theme,
}: {
  store: EditorStore;
  slideId: string;
  theme: CourseTheme;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const saved = useEditorState(store, (state) => {
    const slide = state.slides[slideId];
    return slide?.draft.background === undefined
      ? slide?.server.background
      : slide.draft.background;
  });
  const [mode, setMode] = useState<Mode>(() => modeOf(saved));
  const [color, setColor] = useState(saved?.color ?? THEME_PALETTES[theme.preset].light.bg);
  const [dim, setDim] = useState(saved?.dim ?? BACKGROUND_DIM_DEFAULT);
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useUploadMedia();

  const refuse = (text: string) => setMessage({ text, refused: true });

  const chooseMode = (next: Mode) => {
    setMode(next);
    setMessage(null);
    if (next === 'none' && saved) store.edit(slideId, { background: null });
    if (next === 'color') chooseColor(color);
  };

  const chooseColor = (value: string) => {
    setColor(value);
    const problem = backgroundColorProblem(theme, value);
    if (problem) {
      refuse(
        t('slides.background.colorRefused', {
          color: value,
          ratio: number(problem.ratio),
          needed: number(problem.needed),
        }),
      );
      return;
    }
    setMessage(null);
    store.edit(slideId, { background: { color: value } });
  };

  const chooseDim = async (value: number) => {
    setDim(value);
    if (!saved?.uploadId || !saved.imageUrl) return;
    const problem = await dimCheck(saved.imageUrl, value);
    if (problem) {
      refuse(
        problem.minimumDim === null
          ? t('slides.background.tooBright', { max: number(BACKGROUND_DIM_MAX) })
          : t('slides.background.dimRefused', {
              dim: number(value),
              ratio: number(problem.ratio),
              needed: number(problem.needed),
              minimum: number(problem.minimumDim),
            }),
      );
      return;
    }
    setMessage(null);
    store.edit(slideId, { background: { ...saved, dim: value } });
  };

  const choosePicture = async (file: File | null) => {
    setMessage(null);
    setFileName(file?.name ?? null);
    const problem = checkMediaFile('image', file);
    setFileError(problem);
    if (problem || !file) return;
    let uploaded;
    try {
      uploaded = await upload.mutateAsync({ kind: 'image', file });
    } catch {
      return; // Shown below from upload.error.
    }
    // A bright picture starts dimmed as much as its text needs.
    const check = await dimCheck(uploaded.url, dim);
    if (check && check.minimumDim === null) {
      refuse(t('slides.background.tooBright', { max: number(BACKGROUND_DIM_MAX) }));
      return;
    }
    const level = check?.minimumDim ?? dim;
    if (level !== dim) {
      setDim(level);
      setMessage({
        text: t('slides.background.dimRaised', { dim: number(level) }),
        refused: false,
      });
    }
    store.edit(slideId, {
      background: { uploadId: uploaded.id, imageUrl: uploaded.url, dim: level },
    });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">
        {t('slides.background.legend')}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {MODES.map((value) => (
          <label key={value} className="flex items-center gap-1.5 text-sm text-fg">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => chooseMode(value)}
              className="size-4 accent-primary-700"
            />
            {t(`slides.background.modes.${value}`)}
          </label>
        ))}
      </div>
      {mode === 'color' && (
        <div className="flex items-center gap-2">
          <input
            id={`${id}-color`}
            type="color"
            value={color}
            aria-invalid={message?.refused ? true : undefined}
            aria-describedby={`${id}-message`}
            onChange={(event) => chooseColor(event.target.value)}
            className="h-9 w-14 cursor-pointer rounded border border-line-strong bg-surface-raised"
          />
          <label htmlFor={`${id}-color`} className="text-sm text-fg">
            {t('slides.background.pickColor')}
          </label>
        </div>
      )}
      {mode === 'image' && (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-file`} className="text-sm text-fg">
              {t('slides.background.upload')}
            </label>
            <FilePickerButton
              inputId={`${id}-file`}
              fieldLabel={t('slides.background.upload')}
              accept="image/png,image/jpeg,image/webp,image/gif"
              fileName={fileName}
              aria-describedby={fileError || upload.error ? `${id}-file-error` : undefined}
              // Busy rather than disabled, so the keyboard's focus stays on it while it uploads.
              isLoading={upload.isPending}
              onFile={(file) => void choosePicture(file ?? null)}
            >
              {t('editor.media.chooseFile')}
            </FilePickerButton>
            {upload.isPending && (
              <p className="text-xs text-fg-muted">{t('slides.background.uploading')}</p>
            )}
            {(fileError || upload.error) && (
              <p id={`${id}-file-error`} className="text-sm text-red-700 dark:text-red-400">
                {fileError ? t(fileError) : errorMessage(t, upload.error)}
              </p>
            )}
          </div>
          {saved?.uploadId && (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-dim`} className="flex justify-between text-sm text-fg">
                <span>{t('slides.background.dim')}</span>
                <output htmlFor={`${id}-dim`} className="tabular-nums">
                  {t('slides.background.dimValue', { percent: number(dim) })}
                </output>
              </label>
              <input
                id={`${id}-dim`}
                type="range"
                min={0}
                max={BACKGROUND_DIM_MAX}
                step={5}
                value={dim}
                aria-invalid={message?.refused ? true : undefined}
                aria-describedby={`${id}-message`}
                onChange={(event) => void chooseDim(Number(event.target.value))}
                className="w-full accent-primary-700"
              />
            </div>
          )}
        </div>
      )}
      <p
        id={`${id}-message`}
        role="status"
        className={cn(
          'text-sm',
          message?.refused ? 'text-red-700 dark:text-red-400' : 'text-fg-muted',
        )}
      >
        {message?.text}
      </p>
    </fieldset>
  );
}
