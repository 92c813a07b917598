import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { SlideStage } from '@/components/slide-stage';
import { useEditorState } from '../hooks/use-editor-store';
import type { SlideEditorProps } from '../lib/editor-store';
import { designOf, interactionOutline } from '../lib/slide-design';

/**
 * The selected slide on the 16:9 stage, in the course theme, as learners will see it
 * (the fields below edit it). When its content is taller than the stage, it says
 * politely that learners will scroll it.
 */
export function CanvasStage({
  store,
  slideId,
  theme,
  language,
  dir,
}: SlideEditorProps & { theme: CourseTheme }) {
  const { t } = useTranslation();
  const untitled = t('editor.untitled');
  const slide = useEditorState(store, (state) => state.slides[slideId]);
  // Typing stays quick: the stage follows a beat behind.
  const shown = useDeferredValue(slide);
  const design = useMemo(() => shown && designOf(shown), [shown]);
  const outline = useMemo(
    () =>
      shown &&
      interactionOutline(shown, {
        true: t('slides.play.true'),
        false: t('slides.play.false'),
        blank: (number) => t('slides.play.blank', { number }),
      }),
    [shown, t],
  );
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useOverflow(frame, design);
  // Built only when the deferred slide changes: the urgent render of a keystroke skips it.
  const stage = useMemo(
    () =>
      design && (
        <SlideStage
          slide={design}
          theme={theme}
          fit="stage"
          lang={language}
          untitled={untitled}
          decorative
        >
          {outline && (
            <div className="space-y-2">
              {outline.question && <p className="font-medium">{outline.question}</p>}
              <ul className="space-y-1.5">
                {outline.lines.map((line, index) => (
                  <li key={index} className="rounded-md border border-line px-3 py-1.5">
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </SlideStage>
      ),
    [design, outline, theme, language, untitled],
  );

  if (!stage) return null;
  return (
    <div className="space-y-2 border-b border-line bg-surface-sunken p-3 sm:p-4">
      <p className="text-xs font-medium text-fg-muted">{t('slides.stage.label')}</p>
      <div ref={frame} inert dir={dir} data-testid="canvas-stage">
        {stage}
      </div>
      <p role="status" data-testid="stage-scrolls" className="text-sm text-fg-muted">
        {scrolls ? t('slides.stage.scrolls') : ''}
      </p>
    </div>
  );
}

/** Whether the stage inside `frame` holds more than it shows (it scrolls), kept up to date. */
function useOverflow(frame: React.RefObject<HTMLDivElement | null>, watched: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const stage = frame.current?.firstElementChild;
    if (!(stage instanceof HTMLElement)) return;
    const measure = () => setOverflows(stage.scrollHeight > stage.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    if (stage.lastElementChild) observer.observe(stage.lastElementChild);
    return () => observer.disconnect();
  }, [frame, watched]);
  return overflows;
}
