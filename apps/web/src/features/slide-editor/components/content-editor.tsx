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
  ChevronDown,
} from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '@/components/menu';
import { cn } from '@/lib/class-names';
import { HEADING_LEVELS, richTextExtensions, type HeadingLevel } from '@/lib/rich-text/extensions';
import { richTextClassName } from '@/lib/rich-text/rich-text-classes';
import type { SlideEditorProps } from '../lib/editor-store';
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
export function ContentEditor({ store, slideId, language, dir }: SlideEditorProps) {
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

  const setStyle = (level: number) => {
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
        <TextStyleMenu level={state.heading} onChoose={setStyle} />
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

/**
 * Paragraph or heading level, as a menu button: in the toolbar its arrows only move between
 * controls (a native select would change the style on ←/→); Enter, Space or ↓ open it.
 */
function TextStyleMenu({ level, onChoose }: { level: number; onChoose: (level: number) => void }) {
  const { t } = useTranslation();
  const name = (value: number) =>
    value ? t('editor.toolbar.heading', { level: value }) : t('editor.toolbar.paragraph');
  const chosen = useRef(false);
  return (
    <Menu>
      <MenuTrigger
        data-toolbar-item=""
        aria-label={`${t('editor.toolbar.textStyle')}: ${name(level)}`}
        className="inline-flex h-8 items-center gap-1 rounded-md border border-line-strong bg-surface-raised px-2 text-sm text-fg hover:bg-surface-sunken"
      >
        {name(level)}
        <ChevronDown aria-hidden="true" className="size-4" />
      </MenuTrigger>
      <MenuContent
        align="start"
        // A chosen style leaves focus in the text (as every toolbar command does); Escape returns it here.
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
          chosen.current = false;
        }}
      >
        <MenuRadioGroup
          value={String(level)}
          onValueChange={(value) => {
            chosen.current = true;
            onChoose(Number(value));
          }}
        >
          {[0, ...HEADING_LEVELS].map((value) => (
            <MenuRadioItem key={value} value={String(value)}>
              {name(value)}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
