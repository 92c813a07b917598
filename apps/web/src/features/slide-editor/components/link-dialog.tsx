import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { checkHref, type HrefCheck } from '@/lib/rich-text/safe-href';
import { UrlDialog, type EditorDialogProps } from './url-dialog';

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
export function LinkDialog(dialog: EditorDialogProps) {
  const { t } = useTranslation();
  const { editor, onOpenChange } = dialog;
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';

  const apply = (value: string) => {
    const checked = checkHref(value);
    if (!checked.ok) return ERROR_KEYS[checked.reason];
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
    return undefined;
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  return (
    <UrlDialog
      {...dialog}
      initialValue={existing}
      title={existing ? t('editor.link.editTitle') : t('editor.link.title')}
      description={t('editor.link.description')}
      label={t('editor.link.url')}
      placeholder="https://"
      submitLabel={t('editor.link.apply')}
      onSubmit={apply}
      extraAction={
        existing && (
          <Button variant="ghost" onClick={remove} className="me-auto">
            {t('editor.link.remove')}
          </Button>
        )
      }
    />
  );
}
