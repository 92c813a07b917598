import { useTranslation } from 'react-i18next';
import { toEmbedUrl } from '@slidewise/shared/courses/rich-text';
import { insertBlock } from '@/lib/rich-text/insert-block';
import { UrlDialog, type EditorDialogProps } from './url-dialog';

/** Embeds a YouTube or Vimeo video from its address (any usual form of it). */
export function VideoEmbedDialog(dialog: EditorDialogProps) {
  const { t } = useTranslation();
  return (
    <UrlDialog
      {...dialog}
      title={t('editor.embed.title')}
      description={t('editor.embed.description')}
      label={t('editor.embed.url')}
      placeholder="https://www.youtube.com/watch?v=…"
      submitLabel={t('editor.embed.insert')}
      onSubmit={(value) => {
        const embed = toEmbedUrl(value);
        if (!embed) return value.trim() ? 'editor.embed.invalid' : 'editor.embed.empty';
        insertBlock(dialog.editor, { type: 'videoEmbed', attrs: embed });
        return undefined;
      }}
    />
  );
}
