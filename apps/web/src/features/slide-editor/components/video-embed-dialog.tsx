import type { Editor } from '@tiptap/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toEmbedUrl } from '@slidewise/shared/courses/rich-text';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { insertBlock } from '@/lib/rich-text/insert-block';
import { focusEditor } from '../lib/focus-editor';

/** Embeds a YouTube or Vimeo video from its address (any usual form of it). */
export function VideoEmbedDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => onOpenChange(false);

  const insert = (event: FormEvent) => {
    event.preventDefault();
    const embed = toEmbedUrl(value);
    if (!embed) {
      setError(value.trim() ? 'editor.embed.invalid' : 'editor.embed.empty');
      return;
    }
    insertBlock(editor, { type: 'videoEmbed', attrs: embed });
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      returnFocus={() => focusEditor(editor)}
      title={t('editor.embed.title')}
      description={t('editor.embed.description')}
    >
      <form onSubmit={insert} noValidate className="space-y-4">
        <FormField label={t('editor.embed.url')} required error={error}>
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              dir="ltr"
              placeholder="https://www.youtube.com/watch?v=…"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit">{t('editor.embed.insert')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
