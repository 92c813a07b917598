import { ArrowDown, ArrowUp, Copy, FilePlus2, ListPlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toLanguage } from '@/lib/language-code';
import { useEditorState } from '../hooks/use-editor-store';
import type { EditorStore } from '../lib/editor-store';
import { placeholderQuiz } from '@slidewise/shared/courses/publish-check';
import { slideLabel } from '../lib/slide-summary';
import { RovingToolbar, ToolbarButton } from './roving-toolbar';
import { focusThumbnail, SlideList } from './slide-list';
import { AddInteraction } from './add-interaction';

/** The left pane: add slides, act on the selected one, and the list itself. */
export function SlideListPane({ store, theme }: { store: EditorStore; theme: CourseTheme }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const selectedId = useEditorState(store, (state) => state.selectedId);
  const index = useEditorState(store, (state) =>
    state.selectedId ? state.order.indexOf(state.selectedId) : -1,
  );
  const count = useEditorState(store, (state) => state.order.length);
  // Only the label: the pane (and the list inside it) must not re-render on every keystroke.
  const selectedLabel = useEditorState(store, (state) => {
    const slide = state.selectedId ? state.slides[state.selectedId] : undefined;
    return slide ? slideLabel(slide) : '';
  });
  const [busy, setBusy] = useState<'content' | 'quiz' | 'duplicate' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const add = async (kind: 'content' | 'quiz') => {
    setBusy(kind);
    const quiz = kind === 'quiz' ? placeholderQuiz(toLanguage(i18n.language)) : undefined;
    const slide = await store.addSlide(kind, quiz);
    setBusy(null);
    if (slide) focusThumbnail(slide.id);
  };

  const duplicate = async () => {
    if (!selectedId) return;
    setBusy('duplicate');
    const slide = await store.duplicate(selectedId);
    setBusy(null);
    if (slide) focusThumbnail(slide.id);
  };

  const remove = async () => {
    if (!selectedId) return;
    setDeleting(true);
    const removed = await store.remove(selectedId);
    setDeleting(false);
    setConfirmDelete(false);
    const next = store.getState().selectedId;
    if (removed && next) focusThumbnail(next);
  };

  const move = (delta: number) => {
    if (!selectedId) return;
    store.moveBy(selectedId, delta);
    focusThumbnail(selectedId);
  };

  const title = selectedLabel || t('editor.untitled');

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-fg">
          {t('editor.list.heading', { count })}
        </h2>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="px-2 py-2 text-xs"
          isLoading={busy === 'content'}
          onClick={() => void add('content')}
        >
          <FilePlus2 aria-hidden="true" className="size-4 shrink-0" />
          {t('editor.list.addContent')}
        </Button>
        <Button
          variant="secondary"
          className="px-2 py-2 text-xs"
          isLoading={busy === 'quiz'}
          onClick={() => void add('quiz')}
        >
          <ListPlus aria-hidden="true" className="size-4 shrink-0" />
          {t('editor.list.addQuiz')}
        </Button>
      </div>
      <AddInteraction store={store} />
      {selectedId && (
        <RovingToolbar
          label={t('editor.list.actions')}
          className="justify-between rounded-lg border border-line bg-surface-raised p-1"
        >
          <ToolbarButton
            label={t('editor.list.moveUp')}
            icon={ArrowUp}
            shortcut="Alt+ArrowUp"
            disabled={index <= 0}
            onClick={() => move(-1)}
          />
          <ToolbarButton
            label={t('editor.list.moveDown')}
            icon={ArrowDown}
            shortcut="Alt+ArrowDown"
            disabled={index < 0 || index >= count - 1}
            onClick={() => move(1)}
          />
          <ToolbarButton
            label={t('editor.list.duplicate')}
            icon={Copy}
            disabled={busy !== null}
            onClick={() => void duplicate()}
          />
          <ToolbarButton
            label={t('editor.list.delete')}
            icon={Trash2}
            onClick={() => setConfirmDelete(true)}
            className="text-red-700 dark:text-red-400"
          />
        </RovingToolbar>
      )}
      <p className="text-xs text-fg-muted">{t('editor.list.hint')}</p>
      <SlideList store={store} label={t('editor.list.label')} theme={theme} />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(open) => !deleting && setConfirmDelete(open)}
        title={t('editor.delete.title', { number: index + 1 })}
        description={t('editor.delete.body', { title })}
        cancelLabel={t('editor.delete.cancel')}
        confirmLabel={t('editor.delete.confirm')}
        tone="danger"
        onConfirm={() => void remove()}
        isPending={deleting}
      />
    </section>
  );
}
