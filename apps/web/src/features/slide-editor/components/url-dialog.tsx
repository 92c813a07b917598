import type { Editor } from '@tiptap/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { focusEditor } from '../lib/focus-editor';

/** A dialog over the rich-text editor; closing it returns focus to the editor's text. */
export interface EditorDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks for one web address (a link's, a video's) and hands it to `onSubmit`, which
 * applies it to the editor and answers nothing, or answers the error key to show.
 * Closing returns focus to the editor's text.
 */
export function UrlDialog({
  editor,
  open,
  onOpenChange,
  initialValue = '',
  title,
  description,
  label,
  placeholder,
  submitLabel,
  onSubmit,
  extraAction,
}: EditorDialogProps & {
  initialValue?: string;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit: (value: string) => string | undefined;
  /** A button before Cancel (pushed to the start), such as "Remove link". */
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | undefined>();

  const close = () => onOpenChange(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = onSubmit(value);
    if (problem) setError(problem);
    else onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      returnFocus={() => focusEditor(editor)}
      title={title}
      description={description}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={label} required error={error}>
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              dir="ltr"
              placeholder={placeholder}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          {extraAction}
          <Button variant="secondary" onClick={close}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </form>
    </Dialog>
  );
}
