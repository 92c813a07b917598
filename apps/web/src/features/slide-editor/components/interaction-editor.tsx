import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/input';
import { Textarea } from '@/components/textarea';
import { useEditorState } from '../hooks/use-editor-store';
import type { EditorStore } from '../lib/editor-store';
import type { InteractionDraft } from '../lib/slide-draft';

const lines = (text: string) => text.split('\n');

/**
 * Edits a true/false, ordering, matching, fill-in-the-blank or poll question, and
 * flashcards, in plain fields: one item, pair, option or card a line.
 */
export function InteractionEditor({
  store,
  slideId,
  dir,
}: {
  store: EditorStore;
  slideId: string;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const id = useId();
  const slide = useEditorState(store, (state) => state.slides[slideId]);
  if (!slide) return null;
  const quiz = slide.draft.interaction;
  const set = (next: InteractionDraft) => store.edit(slideId, { interaction: next });
  const field = (label: string, hint: string | null, control: React.ReactNode, key: string) => (
    <div key={key} className="space-y-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-fg">
        {label}
      </label>
      {hint && (
        <p id={`${id}-${key}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {control}
    </div>
  );
  const area = (key: string, value: string, onChange: (text: string) => void, hint = true) => (
    <Textarea
      id={`${id}-${key}`}
      dir={dir}
      rows={5}
      value={value}
      aria-describedby={hint ? `${id}-${key}-hint` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );

  if (slide.server.kind === 'flashcards') {
    const cards = slide.draft.cards ?? [];
    return (
      <div className="space-y-4 p-4" data-interaction-editor="flashcards">
        {field(
          t('slides.editor.cards'),
          t('slides.editor.cardsHint'),
          area('cards', cards.map((card) => `${card.front} = ${card.back}`).join('\n'), (text) =>
            store.edit(slideId, {
              cards: lines(text).map((line) => {
                const [front = '', ...back] = line.split('=');
                return { front: front.trim(), back: back.join('=').trim() };
              }),
            }),
          ),
          'cards',
        )}
      </div>
    );
  }
  if (!quiz) return null;

  const question = field(
    t('slides.editor.question'),
    quiz.type === 'fill_blank' ? t('slides.editor.blanksHint') : null,
    <Input
      id={`${id}-question`}
      dir={dir}
      value={quiz.question}
      aria-describedby={quiz.type === 'fill_blank' ? `${id}-question-hint` : undefined}
      onChange={(event) => set({ ...quiz, question: event.target.value })}
    />,
    'question',
  );

  let body: React.ReactNode = null;
  switch (quiz.type) {
    case 'true_false':
      body = (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-fg">{t('slides.editor.rightAnswer')}</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                name={`${id}-tf`}
                checked={quiz.correct === value}
                onChange={() => set({ ...quiz, correct: value })}
              />
              {value ? t('slides.play.true') : t('slides.play.false')}
            </label>
          ))}
        </fieldset>
      );
      break;
    case 'ordering':
      body = field(
        t('slides.editor.items'),
        t('slides.editor.itemsHint'),
        area('items', quiz.items.join('\n'), (text) => set({ ...quiz, items: lines(text) })),
        'items',
      );
      break;
    case 'matching':
      body = field(
        t('slides.editor.pairs'),
        t('slides.editor.pairsHint'),
        area('pairs', quiz.pairs.map(([left, right]) => `${left} = ${right}`).join('\n'), (text) =>
          set({
            ...quiz,
            pairs: lines(text).map((line): [string, string] => {
              const [left = '', ...right] = line.split('=');
              return [left.trim(), right.join('=').trim()];
            }),
          }),
        ),
        'pairs',
      );
      break;
    case 'fill_blank':
      body = field(
        t('slides.editor.accepted'),
        t('slides.editor.acceptedHint'),
        area(
          'accepted',
          quiz.blanks.map((blank) => blank.accepted.join(' | ')).join('\n'),
          (text) =>
            set({
              ...quiz,
              blanks: lines(text).map((line) => ({
                accepted: line.split('|').map((word) => word.trim()),
              })),
            }),
        ),
        'accepted',
      );
      break;
    case 'poll':
      body = (
        <>
          {field(
            t('slides.editor.options'),
            t('slides.editor.optionsHint'),
            area('options', quiz.options.join('\n'), (text) =>
              set({ ...quiz, options: lines(text) }),
            ),
            'options',
          )}
          <label className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={quiz.multiple}
              onChange={(event) => set({ ...quiz, multiple: event.target.checked })}
            />
            {t('slides.editor.multiple')}
          </label>
        </>
      );
      break;
  }
  return (
    <div className="space-y-4 p-4" data-interaction-editor={quiz.type}>
      <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {t(`slides.types.${quiz.type}`)}
      </p>
      {question}
      {body}
      {quiz.type !== 'poll' &&
        field(
          t('slides.editor.explanation'),
          null,
          <Input
            id={`${id}-explanation`}
            dir={dir}
            value={quiz.explanation ?? ''}
            onChange={(event) => set({ ...quiz, explanation: event.target.value || undefined })}
          />,
          'explanation',
        )}
    </div>
  );
}
