import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SLIDE_LAYOUTS,
  SLIDE_NOTES_MAX,
  SLIDE_SUBTITLE_MAX,
} from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { Textarea } from '@/components/textarea';
import { Select } from '@/components/select';
import { useEditorState } from '../hooks/use-editor-store';
import type { EditorStore } from '../lib/editor-store';
import type { SlideState } from '../lib/autosave';
import { SlideBackgroundFields } from './slide-background-fields';
import { SlideMediaFields } from './slide-media-fields';

const MEDIA_LAYOUTS: readonly string[] = ['media-left', 'media-right', 'media-full'];

/**
 * The slide's layout, subtitle, media and background: switching layout keeps every word of the
 * content, and the media (shown again on a media layout).
 */
export function SlideDesignFields({
  store,
  slideId,
  slide,
  dir,
  theme,
}: {
  store: EditorStore;
  slideId: string;
  slide: SlideState;
  dir: 'ltr' | 'rtl';
  theme: CourseTheme;
}) {
  const { t } = useTranslation();
  const layout = slide.draft.layout ?? slide.server.layout;
  const subtitle = slide.draft.subtitle ?? slide.server.subtitle ?? '';
  return (
    <div className="space-y-4">
      <FormField label={t('slides.editor.layout')}>
        {(control) => (
          <Select
            {...control}
            value={layout}
            onChange={(event) =>
              store.edit(slideId, { layout: event.target.value as (typeof SLIDE_LAYOUTS)[number] })
            }
          >
            {SLIDE_LAYOUTS.map((value) => (
              <option key={value} value={value}>
                {t(`slides.layouts.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('slides.editor.subtitle')}>
        {(control) => (
          <Input
            {...control}
            dir={dir}
            value={subtitle}
            maxLength={SLIDE_SUBTITLE_MAX}
            onChange={(event) => store.edit(slideId, { subtitle: event.target.value })}
          />
        )}
      </FormField>
      {MEDIA_LAYOUTS.includes(layout) && (
        <SlideMediaFields key={slideId} store={store} slideId={slideId} layout={layout} />
      )}
      <SlideBackgroundFields key={slideId} store={store} slideId={slideId} theme={theme} />
    </div>
  );
}

/** The author's private notes, under the canvas; learners never receive them. */
export function SlideNotes({ store, slideId }: { store: EditorStore; slideId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const slide = useEditorState(store, (state) => state.slides[slideId]);
  if (!slide) return null;
  const notes = slide.draft.notes ?? slide.server.notes ?? '';
  return (
    <div className="space-y-1.5 border-t border-line p-4">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('slides.editor.notes')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t('slides.editor.notesHint')}
      </p>
      <Textarea
        id={id}
        aria-describedby={`${id}-hint`}
        rows={3}
        maxLength={SLIDE_NOTES_MAX}
        value={notes}
        onChange={(event) => store.edit(slideId, { notes: event.target.value })}
      />
    </div>
  );
}
