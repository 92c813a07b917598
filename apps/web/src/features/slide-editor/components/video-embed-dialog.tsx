import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { toEmbedUrl } from '@slidewise/shared/courses/rich-text';
import { insertBlock } from '@/lib/rich-text/insert-block';
import { UrlDialog } from './url-dialog';

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
  return (
    <UrlDialog
      editor={editor}
      open={open}
      onOpenChange={onOpenChange}
      title={t('editor.embed.title')}
      description={t('editor.embed.description')}
      label={t('editor.embed.url')}
      placeholder="https://www.youtube.com/watch?v=…"
      submitLabel={t('editor.embed.insert')}
      onSubmit={(value) => {
        const embed = toEmbedUrl(value);
        if (!embed) return value.trim() ? 'editor.embed.invalid' : 'editor.embed.empty';
        insertBlock(editor, { type: 'videoEmbed', attrs: embed });
        return undefined;
      }}
    />
  );
}
