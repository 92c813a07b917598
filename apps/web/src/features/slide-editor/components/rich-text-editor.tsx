import { Editor, EditorContent, useEditorState } from '@tiptap/react';
import { Component, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '@/components/menu';
import { HEADING_LEVELS, richTextExtensions, type HeadingLevel } from '@/lib/rich-text/extensions';
import { EditorFrame, useBodyAttributes, type ContentEditorProps } from './editor-frame';
import {
  EditorToolbar,
  textStyleButton,
  useTextStyleName,
  type ToolbarCommand,
  type ToolbarState,
} from './editor-toolbar';
import { LinkDialog } from './link-dialog';
import { MediaUploadDialog } from './media-upload-dialog';
import { VideoEmbedDialog } from './video-embed-dialog';

const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
type Align = (typeof ALIGNMENTS)[number];
type OpenDialog = 'link' | 'image' | 'video' | 'embed' | null;

/**
 * The content slide's rich-text editor: the one TipTap instance on the page
 * (mounted for the selected slide only), writing each change to the store. Loaded
 * by `ContentEditor` (content-editor.tsx), whose text it replaces.
 */
export function RichTextEditor({ store, slideId, language, dir, handover }: ContentEditorProps) {
  const { t } = useTranslation();
  const { className, ...attributes } = useBodyAttributes({ language, dir });
  const editorAttributes = { ...attributes, class: className };
  // Made here rather than by TipTap's useEditor: that one destroys an editor whose component
  // has not run its effects within a millisecond, and Preact runs effects after the next paint,
  // so each editor was made twice, and the first (the one focused, typed in) thrown away.
  const [editor] = useState(
    () =>
      new Editor({
        extensions: richTextExtensions({ videoEmbed: t('editor.embed.frameTitle') }),
        content: store.getState().slides[slideId]?.draft.body ?? EMPTY_DOC,
        editorProps: { attributes: editorAttributes },
        onUpdate: ({ editor: current }) => store.edit(slideId, { body: current.getJSON() }),
      }),
  );
  useEffect(() => () => editor.destroy(), [editor]);
  // The course's language (and so direction) can change while the slide is open.
  const { lang, dir: direction } = editorAttributes;
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: { ...editor.options.editorProps.attributes, lang, dir: direction },
      },
    });
  }, [editor, lang, direction]);

  // In the commit that replaces the text drawn before: focus never drops to the page, and
  // what was typed there lands in order.
  const takeOver = () => {
    if (!handover) return;
    const { point, steps } = handover;
    const at = (place: number | 'start' | 'end') =>
      editor.commands.setTextSelection(
        place === 'end' ? editor.state.doc.content.size : place === 'start' ? 0 : place,
      );
    at((point && editor.view.posAtCoords({ left: point.x, top: point.y })?.pos) ?? 0);
    // Focused now, not as TipTap's focus command does a frame later: by then the page's focus
    // rescue would have acted, and the caret would be put back over keys pressed meanwhile.
    editor.view.focus();
    for (const step of steps) {
      if (typeof step === 'object') editor.commands.command(({ tr }) => !!tr.insertText(step.text));
      else if (step === 'start' || step === 'end') at(step);
      else editor.commands.keyboardShortcut(step);
    }
  };

  return (
    <EditorFrame toolbar={<Toolbar editor={editor} />}>
      <EditorContent editor={editor} />
      <OnceMounted then={takeOver} />
    </EditorFrame>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolbarState => ({
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
      align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a })) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const align = (value: Align) =>
    run((c) => (state.align === value ? c.unsetTextAlign() : c.setTextAlign(value)));
  const commands: Record<ToolbarCommand, () => unknown> = {
    undo: () => run((c) => c.undo()),
    redo: () => run((c) => c.redo()),
    bold: () => run((c) => c.toggleBold()),
    italic: () => run((c) => c.toggleItalic()),
    underline: () => run((c) => c.toggleUnderline()),
    strike: () => run((c) => c.toggleStrike()),
    code: () => run((c) => c.toggleCode()),
    bulletList: () => run((c) => c.toggleBulletList()),
    orderedList: () => run((c) => c.toggleOrderedList()),
    quote: () => run((c) => c.toggleBlockquote()),
    codeBlock: () => run((c) => c.toggleCodeBlock()),
    alignLeft: () => align('left'),
    alignCenter: () => align('center'),
    alignRight: () => align('right'),
    justify: () => align('justify'),
    link: () => setDialog('link'),
    image: () => setDialog('image'),
    embed: () => setDialog('embed'),
    video: () => setDialog('video'),
  };
  const setStyle = (level: number) => {
    if (level) run((c) => c.setHeading({ level: level as HeadingLevel }));
    else run((c) => c.setParagraph());
  };

  return (
    <>
      <EditorToolbar
        state={state}
        onCommand={(command) => commands[command]()}
        textStyle={<TextStyleMenu level={state.heading} onChoose={setStyle} />}
      />
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
  const name = useTextStyleName();
  const chosen = useRef(false);
  return (
    <Menu>
      <MenuTrigger
        {...textStyleButton(name(level), `${t('editor.toolbar.textStyle')}: ${name(level)}`)}
      />
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

/**
 * Calls `then` once, when it mounts: placed after EditorContent, after EditorContent has put the
 * editor's DOM in the page. A class, for its componentDidMount runs in tree order with
 * EditorContent's own (also a class's), where Preact runs every hook's layout effect before both.
 */
class OnceMounted extends Component<{ then: () => void }> {
  override componentDidMount() {
    this.props.then();
  }
  override render() {
    return null;
  }
}
