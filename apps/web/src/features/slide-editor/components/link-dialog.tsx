import type { Editor } from '@tiptap/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { checkHref, type HrefCheck } from '@/lib/rich-text/safe-href';
import { focusEditor } from '../lib/focus-editor';

type Failure = Extract<HrefCheck, { ok: false }>['reason'];

const ERROR_KEYS: Record<Failure, string> = {
  empty: 'editor.link.errors.empty',
  unsafe: 'editor.link.errors.unsafe',
  invalid: 'editor.link.errors.invalid',
};

/**
 * Adds, changes or removes the link on the selection. Only web and e-mail
 * addresses get through: a javascript: (or any other) link is refused here,
 * with the reason, before it could ever reach the server.
 */
export function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [value, setValue] = useState(existing);
  const [error, setError] = useState<string | undefined>();

  const close = () => onOpenChange(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkHref(value);
    if (!checked.ok) {
      setError(ERROR_KEYS[checked.reason]);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: checked.href,
          marks: [{ type: 'link', attrs: { href: checked.href } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: checked.href }).run();
    }
    onOpenChange(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      returnFocus={() => focusEditor(editor)}
      title={existing ? t('editor.link.editTitle') : t('editor.link.title')}
      description={t('editor.link.description')}
    >
      <form onSubmit={apply} noValidate className="space-y-4">
        <FormField label={t('editor.link.url')} required error={error}>
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              dir="ltr"
              placeholder="https://"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          {existing && (
            <Button variant="ghost" onClick={remove} className="me-auto">
              {t('editor.link.remove')}
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit">{t('editor.link.apply')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
