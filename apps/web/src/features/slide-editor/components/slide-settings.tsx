import { FileText, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDE_TITLE_MAX } from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { useFormat } from '@/lib/format';
import { useEditorState } from '../hooks/use-editor-store';
import type { EditorStore } from '../lib/editor-store';
import { slideFigures } from '../lib/slide-summary';
import { SlideDesignFields } from './slide-design-fields';

/** The right pane: the selected slide's title, kind, length and estimated time. */
export function SlideSettings({
  store,
  dir,
  theme,
}: {
  store: EditorStore;
  dir: 'ltr' | 'rtl';
  theme: CourseTheme;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const headingId = useId();
  const slideId = useEditorState(store, (state) => state.selectedId);
  const slide = useEditorState(store, (state) =>
    state.selectedId ? state.slides[state.selectedId] : undefined,
  );

  if (!slide || !slideId) return null;
  const isQuiz = slide.server.kind === 'quiz';
  const KindIcon = isQuiz ? ListChecks : FileText;
  const { words, minutes } = slideFigures(slide);
  const title = slide.draft.title;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className="text-sm font-semibold text-fg">
        {t('editor.settings.heading')}
      </h2>
      <FormField
        label={t('editor.settings.title')}
        description={
          <p className="text-end text-xs text-fg-muted tabular-nums">
            {t('editor.settings.titleCount', { count: title.length, max: SLIDE_TITLE_MAX })}
          </p>
        }
      >
        {(control) => (
          <Input
            {...control}
            dir={dir}
            value={title}
            maxLength={SLIDE_TITLE_MAX}
            onChange={(event) => store.edit(slideId, { title: event.target.value })}
          />
        )}
      </FormField>
      <SlideDesignFields store={store} slideId={slideId} slide={slide} dir={dir} theme={theme} />
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-fg-muted">{t('editor.settings.kind')}</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-fg">
            <KindIcon
              aria-hidden="true"
              className="size-4 text-primary-700 dark:text-primary-300"
            />
            {isQuiz ? t('editor.kind.quiz') : t('editor.kind.content')}
          </dd>
        </div>
        {!isQuiz && (
          <div>
            <dt className="text-fg-muted">{t('editor.settings.words')}</dt>
            <dd className="mt-0.5 font-medium text-fg tabular-nums" data-testid="word-count">
              {number(words)}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-fg-muted">{t('editor.settings.time')}</dt>
          <dd className="mt-0.5 font-medium text-fg tabular-nums">
            {t('editor.settings.minutes', {
              count: minutes,
              minutes: number(minutes, { maximumFractionDigits: 1 }),
            })}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-fg-muted">{t('editor.settings.autosave')}</p>
    </section>
  );
}
