import { Plus, Redo2, Trash2, Undo2 } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { QUIZ_MAX_OPTIONS, QUIZ_MIN_OPTIONS } from '@slidewise/shared/courses/slide';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Textarea } from '@/components/textarea';
import { cn } from '@/lib/class-names';
import type { SlideEditorProps } from '../lib/editor-store';
import { createHistory, record, redo, undo, type History } from '../lib/history';
import {
  addOption,
  removeOption,
  setMultiple,
  setOptionText,
  toggleCorrect,
  type QuizDraft,
} from '../lib/slide-draft';
import { RovingToolbar, ToolbarButton } from './roving-toolbar';

const EMPTY_QUIZ: QuizDraft = {
  question: '',
  options: ['', ''],
  correct: [0],
  multiple: false,
  explanation: '',
};

/** A quiz slide: the question, 2–8 options with the right one(s) marked, and an explanation. */
export function QuizEditor({ store, slideId, language, dir }: SlideEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [history, setHistory] = useState<History<QuizDraft>>(() =>
    createHistory(store.getState().slides[slideId]?.draft.quiz ?? EMPTY_QUIZ),
  );
  const quiz = history.present;
  const optionFields = useRef<(HTMLInputElement | null)[]>([]);

  const apply = (next: History<QuizDraft>) => {
    if (next === history) return;
    setHistory(next);
    store.edit(slideId, { quiz: next.present });
  };
  const change = (next: QuizDraft, key: string) => apply(record(history, next, key, Date.now()));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      apply(undo(history));
    } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
      event.preventDefault();
      apply(redo(history));
    }
  };

  // The new option's field takes the focus, so what is typed next goes into it (the button moves down).
  const addOptionField = () => {
    flushSync(() => change(addOption(quiz, ''), 'add'));
    optionFields.current[quiz.options.length]?.focus();
  };

  const Mark = quiz.multiple ? 'checkbox' : 'radio';

  return (
    <div onKeyDown={onKeyDown} className="flex flex-col">
      <RovingToolbar
        label={t('editor.toolbar.label')}
        className="rounded-t-xl border-b border-line bg-surface-raised px-2 py-1.5"
      >
        <ToolbarButton
          label={t('editor.toolbar.undo')}
          icon={Undo2}
          shortcut="Control+Z Meta+Z"
          disabled={history.past.length === 0}
          onClick={() => apply(undo(history))}
          iconClassName="rtl:-scale-x-100"
        />
        <ToolbarButton
          label={t('editor.toolbar.redo')}
          icon={Redo2}
          shortcut="Control+Y Meta+Shift+Z"
          disabled={history.future.length === 0}
          onClick={() => apply(redo(history))}
          iconClassName="rtl:-scale-x-100"
        />
      </RovingToolbar>
      <div dir={dir} lang={language} className="space-y-6 px-5 py-5 sm:px-8 sm:py-6">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-question`} className="text-sm font-medium text-fg">
            {t('editor.quiz.question')}
          </label>
          <Textarea
            id={`${id}-question`}
            required
            rows={2}
            maxLength={500}
            value={quiz.question}
            aria-invalid={!quiz.question.trim() || undefined}
            onChange={(event) => change({ ...quiz, question: event.target.value }, 'question')}
            className="text-lg sm:text-lg"
          />
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-fg">{t('editor.quiz.answerType')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {([false, true] as const).map((multiple) => (
              <label key={String(multiple)} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name={`${id}-multiple`}
                  checked={quiz.multiple === multiple}
                  onChange={() => change(setMultiple(quiz, multiple), 'multiple')}
                  className="size-4 accent-primary-700"
                />
                {multiple ? t('editor.quiz.multiple') : t('editor.quiz.single')}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-fg">{t('editor.quiz.options')}</legend>
          <p className="text-xs text-fg-muted">
            {quiz.multiple ? t('editor.quiz.markSeveral') : t('editor.quiz.markOne')}
          </p>
          <ol className="space-y-2">
            {quiz.options.map((option, index) => {
              const n = index + 1;
              const correct = quiz.correct.includes(index);
              return (
                <li key={index} className="flex items-center gap-2">
                  <input
                    type={Mark}
                    name={`${id}-correct`}
                    checked={correct}
                    aria-label={t('editor.quiz.markCorrect', { n })}
                    onChange={() => change(toggleCorrect(quiz, index), 'correct')}
                    className="size-5 shrink-0 accent-emerald-700"
                  />
                  <Input
                    ref={(field) => {
                      optionFields.current[index] = field;
                    }}
                    aria-label={t('editor.quiz.option', { n })}
                    value={option}
                    maxLength={200}
                    required
                    aria-invalid={!option.trim() || undefined}
                    onChange={(event) =>
                      change(setOptionText(quiz, index, event.target.value), `option-${index}`)
                    }
                    className={cn(correct && 'border-emerald-700 dark:border-emerald-400')}
                  />
                  <button
                    type="button"
                    aria-label={t('editor.quiz.removeOption', { n })}
                    title={t('editor.quiz.removeOption', { n })}
                    disabled={quiz.options.length <= QUIZ_MIN_OPTIONS}
                    onClick={() => change(removeOption(quiz, index), 'remove')}
                    className="grid size-9 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-surface-sunken hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:text-red-400"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ol>
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            disabled={quiz.options.length >= QUIZ_MAX_OPTIONS}
            onClick={addOptionField}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('editor.quiz.addOption')}
          </Button>
          <p className="text-xs text-fg-muted">
            {t('editor.quiz.optionLimits', { min: QUIZ_MIN_OPTIONS, max: QUIZ_MAX_OPTIONS })}
          </p>
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor={`${id}-explanation`} className="text-sm font-medium text-fg">
            {t('editor.quiz.explanation')}
          </label>
          <p id={`${id}-explanation-help`} className="text-xs text-fg-muted">
            {t('editor.quiz.explanationHelp')}
          </p>
          <Textarea
            id={`${id}-explanation`}
            rows={3}
            maxLength={1000}
            aria-describedby={`${id}-explanation-help`}
            value={quiz.explanation}
            onChange={(event) =>
              change({ ...quiz, explanation: event.target.value }, 'explanation')
            }
          />
        </div>
      </div>
    </div>
  );
}
