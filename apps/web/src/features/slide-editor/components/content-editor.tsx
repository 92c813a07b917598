import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  Film,
  Image as ImageIcon,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
  MonitorPlay,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import { cn } from '@/lib/class-names';
import { HEADING_LEVELS, richTextExtensions, type HeadingLevel } from '@/lib/rich-text/extensions';
import { richTextClassName } from '@/lib/rich-text/rich-text-classes';
import type { EditorStore } from '../lib/editor-store';
import { LinkDialog } from './link-dialog';
import { MediaUploadDialog } from './media-upload-dialog';
import { RovingToolbar, ToolbarButton, ToolbarSeparator } from './roving-toolbar';
import { VideoEmbedDialog } from './video-embed-dialog';

type Align = 'left' | 'center' | 'right' | 'justify';
type OpenDialog = 'link' | 'image' | 'video' | 'embed' | null;

/**
 * The content slide's rich-text editor: the one TipTap instance on the page
 * (mounted for the selected slide only), writing each change to the store.
 */
export function ContentEditor({
  store,
  slideId,
  language,
  dir,
}: {
  store: EditorStore;
  slideId: string;
  language: string;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => store.getState().slides[slideId]?.draft.body ?? EMPTY_DOC);
  const extensions = useMemo(
    () => richTextExtensions({ videoEmbed: t('editor.embed.frameTitle') }),
    [t],
  );
  const editor = useEditor({
    extensions,
    content: initial,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('editor.canvas.bodyLabel'),
        lang: language,
        dir,
        'data-testid': 'slide-body',
        class: cn(
          richTextClassName,
          'min-h-[22rem] px-5 py-4 sm:px-8 sm:py-6 focus:outline-none',
          // Embedded players are not clickable while editing (select, move or delete them instead).
          '[&_iframe]:pointer-events-none [&_video]:pointer-events-none',
          '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-primary-600',
        ),
      },
    },
    onUpdate: ({ editor: current }) => store.edit(slideId, { body: current.getJSON() }),
  });

  return (
    <div className="flex min-h-0 flex-col">
      <EditorToolbar editor={editor} />
      <div className="rounded-b-xl focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-primary-600 dark:focus-within:outline-primary-400">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const styleId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      align:
        (['left', 'center', 'right', 'justify'] as const).find((a) =>
          e.isActive({ textAlign: a }),
        ) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();

  const setStyle = (value: string) => {
    const level = Number(value);
    if (level) run((c) => c.setHeading({ level: level as HeadingLevel }));
    else run((c) => c.setParagraph());
  };

  const align = (value: Align) =>
    run((c) => (state.align === value ? c.unsetTextAlign() : c.setTextAlign(value)));

  return (
    <>
      <RovingToolbar
        label={t('editor.toolbar.label')}
        className="sticky top-0 z-10 rounded-t-xl border-b border-line bg-surface-raised px-2 py-1.5"
      >
        <ToolbarButton
          label={t('editor.toolbar.undo')}
          icon={Undo2}
          shortcut="Control+Z Meta+Z"
          disabled={!state.canUndo}
          onClick={() => run((c) => c.undo())}
          iconClassName="rtl:-scale-x-100"
        />
        <ToolbarButton
          label={t('editor.toolbar.redo')}
          icon={Redo2}
          shortcut="Control+Y Meta+Shift+Z"
          disabled={!state.canRedo}
          onClick={() => run((c) => c.redo())}
          iconClassName="rtl:-scale-x-100"
        />
        <ToolbarSeparator />
        <label htmlFor={styleId} className="sr-only">
          {t('editor.toolbar.textStyle')}
        </label>
        <select
          id={styleId}
          data-toolbar-item=""
          value={state.heading}
          onChange={(event) => setStyle(event.target.value)}
          className="h-8 rounded-md border border-line-strong bg-surface-raised px-2 text-sm text-fg"
        >
          <option value={0}>{t('editor.toolbar.paragraph')}</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t('editor.toolbar.heading', { level })}
            </option>
          ))}
        </select>
        <ToolbarSeparator />
        <ToolbarButton
          label={t('editor.toolbar.bold')}
          icon={Bold}
          shortcut="Control+B"
          pressed={state.bold}
          onClick={() => run((c) => c.toggleBold())}
        />
        <ToolbarButton
          label={t('editor.toolbar.italic')}
          icon={Italic}
          shortcut="Control+I"
          pressed={state.italic}
          onClick={() => run((c) => c.toggleItalic())}
        />
        <ToolbarButton
          label={t('editor.toolbar.underline')}
          icon={Underline}
          shortcut="Control+U"
          pressed={state.underline}
          onClick={() => run((c) => c.toggleUnderline())}
        />
        <ToolbarButton
          label={t('editor.toolbar.strike')}
          icon={Strikethrough}
          pressed={state.strike}
          onClick={() => run((c) => c.toggleStrike())}
        />
        <ToolbarButton
          label={t('editor.toolbar.code')}
          icon={Code}
          pressed={state.code}
          onClick={() => run((c) => c.toggleCode())}
        />
        <ToolbarSeparator />
        <ToolbarButton
          label={t('editor.toolbar.bulletList')}
          icon={List}
          pressed={state.bulletList}
          onClick={() => run((c) => c.toggleBulletList())}
          iconClassName="rtl:-scale-x-100"
        />
        <ToolbarButton
          label={t('editor.toolbar.orderedList')}
          icon={ListOrdered}
          pressed={state.orderedList}
          onClick={() => run((c) => c.toggleOrderedList())}
          iconClassName="rtl:-scale-x-100"
        />
        <ToolbarButton
          label={t('editor.toolbar.quote')}
          icon={Quote}
          pressed={state.blockquote}
          onClick={() => run((c) => c.toggleBlockquote())}
        />
        <ToolbarButton
          label={t('editor.toolbar.codeBlock')}
          icon={SquareCode}
          pressed={state.codeBlock}
          onClick={() => run((c) => c.toggleCodeBlock())}
        />
        <ToolbarSeparator />
        <ToolbarButton
          label={t('editor.toolbar.alignLeft')}
          icon={AlignLeft}
          pressed={state.align === 'left'}
          onClick={() => align('left')}
        />
        <ToolbarButton
          label={t('editor.toolbar.alignCenter')}
          icon={AlignCenter}
          pressed={state.align === 'center'}
          onClick={() => align('center')}
        />
        <ToolbarButton
          label={t('editor.toolbar.alignRight')}
          icon={AlignRight}
          pressed={state.align === 'right'}
          onClick={() => align('right')}
        />
        <ToolbarButton
          label={t('editor.toolbar.justify')}
          icon={AlignJustify}
          pressed={state.align === 'justify'}
          onClick={() => align('justify')}
        />
        <ToolbarSeparator />
        <ToolbarButton
          label={t('editor.toolbar.link')}
          icon={LinkIcon}
          pressed={state.link}
          onClick={() => setDialog('link')}
        />
        <ToolbarButton
          label={t('editor.toolbar.image')}
          icon={ImageIcon}
          onClick={() => setDialog('image')}
        />
        <ToolbarButton
          label={t('editor.toolbar.embed')}
          icon={MonitorPlay}
          onClick={() => setDialog('embed')}
        />
        <ToolbarButton
          label={t('editor.toolbar.video')}
          icon={Film}
          onClick={() => setDialog('video')}
        />
      </RovingToolbar>
      {dialog === 'link' && (
        <LinkDialog editor={editor} open onOpenChange={(open) => !open && setDialog(null)} />
      )}
      {(dialog === 'image' || dialog === 'video') && (
        <MediaUploadDialog
          kind={dialog}
          editor={editor}
          open
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
      {dialog === 'embed' && (
        <VideoEmbedDialog editor={editor} open onOpenChange={(open) => !open && setDialog(null)} />
      )}
    </>
  );
}
