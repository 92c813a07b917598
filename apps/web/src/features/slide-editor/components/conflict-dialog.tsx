import type { SlideKind } from '@slidewise/shared/courses/slide';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useEditorState } from '../hooks/use-editor-store';
import type { SlideState } from '../lib/autosave';
import type { EditorState, EditorStore } from '../lib/editor-store';
import { draftFromSlide } from '../lib/slide-draft';
import { firstText, slideLabel } from '../lib/slide-summary';

/** The first slide (in list order) whose save met a newer version. */
export function firstConflict(state: EditorState): string | null {
  return state.order.find((id) => state.slides[id]?.conflict) ?? null;
}

function summary(slide: SlideState['draft'], kind: SlideKind) {
  const text =
    kind === 'quiz'
      ? (slide.quiz?.question ?? slide.interaction?.question ?? '')
      : firstText(slide.body, 140);
  return [slide.title.trim(), text].filter(Boolean).join(' — ');
}

/**
 * A save was based on a stale version: someone (or another tab) saved this slide
 * in between. Both versions are shown; the person picks which one stays.
 */
export function ConflictDialog({
  store,
  open,
  onOpenChange,
}: {
  store: EditorStore;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const slideId = useEditorState(store, firstConflict);
  const slide = useEditorState(store, (state) => (slideId ? state.slides[slideId] : undefined));
  const number = useEditorState(store, (state) => (slideId ? state.order.indexOf(slideId) + 1 : 0));
  if (!slideId || !slide?.conflict) return null;
  const kind = slide.server.kind;
  const theirs = draftFromSlide(slide.conflict);

  const choose = (choice: 'theirs' | 'mine') => {
    store.select(slideId);
    store.resolveConflict(slideId, choice);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('editor.conflict.title')}
      description={t('editor.conflict.body', {
        number,
        title: slideLabel(slide) || t('editor.untitled'),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={() => choose('theirs')}>
            {t('editor.conflict.reload')}
          </Button>
          <Button onClick={() => choose('mine')}>{t('editor.conflict.keep')}</Button>
        </>
      }
    >
      <dl className="space-y-3 text-sm">
        <div className="rounded-lg border border-line bg-surface-sunken p-3">
          <dt className="font-semibold text-fg">{t('editor.conflict.theirs')}</dt>
          <dd dir="auto" className="mt-1 line-clamp-3 text-fg-muted">
            {summary(theirs, kind) || t('editor.untitled')}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-surface-sunken p-3">
          <dt className="font-semibold text-fg">{t('editor.conflict.mine')}</dt>
          <dd dir="auto" className="mt-1 line-clamp-3 text-fg-muted">
            {summary(slide.draft, kind) || t('editor.untitled')}
          </dd>
        </div>
      </dl>
      <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-fg-muted">
        <li>{t('editor.conflict.reloadHelp')}</li>
        <li>{t('editor.conflict.keepHelp')}</li>
      </ul>
    </Dialog>
  );
}
