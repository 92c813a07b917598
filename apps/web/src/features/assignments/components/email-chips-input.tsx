import { CircleAlert, X } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/form-field';
import { cn } from '@/lib/class-names';
import { addEmails, endsWithSeparator, type EmailChip } from '../lib/email-chips';

export interface EmailSuggestion {
  email: string;
  name: string | null;
}

interface EmailChipsInputProps {
  /** The text field's: the form focuses it when the addresses need correcting. */
  ref?: Ref<HTMLInputElement>;
  field: FieldControlProps;
  chips: EmailChip[];
  onChange: (chips: EmailChip[]) => void;
  suggestions: EmailSuggestion[];
  /** The first time the field is used: a moment to fetch the suggestions. */
  onFirstFocus?: () => void;
}

/**
 * Addresses as chips: type one and press Enter (or a comma or space), or paste
 * many at once. Enter here never submits the form: only the form's button does.
 * Backspace in the empty field takes the last one back, selected: typing replaces it, and
 * Backspace again clears it (the caret keys keep it, to edit). Suggestions (a native
 * list) come from the leader's group members and current assignees.
 */
export function EmailChipsInput({
  ref,
  field,
  chips,
  onChange,
  suggestions,
  onFirstFocus,
}: EmailChipsInputProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  /** The field, once it holds an address taken back, to select that address. */
  const takenBackIn = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    takenBackIn.current?.select();
    takenBackIn.current = null;
  }, [text]);

  function commit(value: string) {
    if (!value.trim()) return;
    onChange(addEmails(chips, value));
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      // The due date and message may still be to come: Enter only makes a chip.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
      event.preventDefault();
      const last = chips.at(-1)!;
      onChange(chips.slice(0, -1));
      takenBackIn.current = event.currentTarget;
      setText(last.email);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!/[,;\s]/u.test(pasted.trim())) return; // one address: let it land in the field
    event.preventDefault();
    commit(`${text} ${pasted}`);
  }

  const chosen = new Set(chips.map((chip) => chip.email));
  const options = suggestions.filter((suggestion) => !chosen.has(suggestion.email));

  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-1.5 rounded-lg border bg-surface-raised px-2 py-1.5 shadow-xs',
        field['aria-invalid']
          ? 'border-red-600 dark:border-red-400'
          : 'border-line-strong has-[input:focus-visible]:border-primary-600 dark:has-[input:focus-visible]:border-primary-400',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-primary-600',
      )}
    >
      {chips.length > 0 && (
        <ul aria-label={t('assign.form.chosenPeople')} className="contents">
          {chips.map((chip) => (
            <li
              key={chip.email}
              className={cn(
                'inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 ps-2.5 pe-1 text-sm',
                chip.valid
                  ? 'border-primary-200 bg-primary-50 text-primary-950 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-50'
                  : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
              )}
            >
              {!chip.valid && <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />}
              <span dir="ltr" className="truncate">
                {chip.email}
              </span>
              {!chip.valid && <span className="sr-only">{t('assign.form.invalidChip')}</span>}
              <button
                type="button"
                onClick={() => onChange(chips.filter((other) => other.email !== chip.email))}
                aria-label={t('assign.form.removeChip', { email: chip.email })}
                className="grid size-6 place-items-center rounded-full hover:bg-black/10 dark:hover:bg-white/15"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...field}
        ref={ref}
        // The chips satisfy the field; the form checks that someone was chosen.
        required={false}
        // An address reads left to right on a right-to-left page too.
        dir="ltr"
        type="text"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        list={listId}
        value={text}
        placeholder={chips.length === 0 ? t('assign.form.peoplePlaceholder') : undefined}
        onChange={(event) => {
          const value = event.target.value;
          // A suggestion picked from the list arrives whole (not typed): make it a chip
          // at once. Typing that happens to match one waits for Enter, as the hint says.
          const inputType = (event.nativeEvent as InputEvent).inputType;
          const picked = !inputType || inputType === 'insertReplacementText';
          if (picked && options.some((option) => option.email === value)) commit(value);
          else if (endsWithSeparator(value)) commit(value);
          else setText(value);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={() => {
          if (!focused) {
            setFocused(true);
            onFirstFocus?.();
          }
        }}
        onBlur={() => commit(text)}
        className="min-w-40 flex-1 border-0 bg-transparent px-1 py-1 text-base text-fg outline-none placeholder:text-fg-muted sm:text-sm"
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.email} value={option.email}>
            {option.name ?? undefined}
          </option>
        ))}
      </datalist>
    </div>
  );
}
