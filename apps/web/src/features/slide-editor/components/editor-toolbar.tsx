import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  ChevronDown,
  Code,
  Film,
  Image as ImageIcon,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  MonitorPlay,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RovingToolbar, ToolbarButton, ToolbarSeparator } from './roving-toolbar';

/** What the rich-text toolbar shows: which marks and blocks hold at the caret. */
export interface ToolbarState {
  heading: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  code: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  align: 'left' | 'center' | 'right' | 'justify' | null;
  canUndo: boolean;
  canRedo: boolean;
}

/** The toolbar's commands; each is also its label's key (`editor.toolbar.<command>`). */
export const TOOLBAR_COMMANDS = [
  'undo',
  'redo',
  'bold',
  'italic',
  'underline',
  'strike',
  'code',
  'bulletList',
  'orderedList',
  'quote',
  'codeBlock',
  'alignLeft',
  'alignCenter',
  'alignRight',
  'justify',
  'link',
  'image',
  'embed',
  'video',
] as const;

export type ToolbarCommand = (typeof TOOLBAR_COMMANDS)[number];

interface Item {
  command: ToolbarCommand;
  icon: typeof Bold;
  shortcut?: string;
  /** Mirrored in a right-to-left page (arrows and list bullets). */
  mirrored?: boolean;
  pressed?: (state: ToolbarState) => boolean;
  disabled?: (state: ToolbarState) => boolean;
}

/** The buttons, group by group; the text-style menu comes after the first group. */
const GROUPS: Item[][] = [
  [
    {
      command: 'undo',
      icon: Undo2,
      shortcut: 'Control+Z Meta+Z',
      mirrored: true,
      disabled: (s) => !s.canUndo,
    },
    {
      command: 'redo',
      icon: Redo2,
      shortcut: 'Control+Y Meta+Shift+Z',
      mirrored: true,
      disabled: (s) => !s.canRedo,
    },
  ],
  [
    { command: 'bold', icon: Bold, shortcut: 'Control+B', pressed: (s) => s.bold },
    { command: 'italic', icon: Italic, shortcut: 'Control+I', pressed: (s) => s.italic },
    { command: 'underline', icon: Underline, shortcut: 'Control+U', pressed: (s) => s.underline },
    { command: 'strike', icon: Strikethrough, pressed: (s) => s.strike },
    { command: 'code', icon: Code, pressed: (s) => s.code },
  ],
  [
    { command: 'bulletList', icon: List, mirrored: true, pressed: (s) => s.bulletList },
    { command: 'orderedList', icon: ListOrdered, mirrored: true, pressed: (s) => s.orderedList },
    { command: 'quote', icon: Quote, pressed: (s) => s.blockquote },
    { command: 'codeBlock', icon: SquareCode, pressed: (s) => s.codeBlock },
  ],
  [
    { command: 'alignLeft', icon: AlignLeft, pressed: (s) => s.align === 'left' },
    { command: 'alignCenter', icon: AlignCenter, pressed: (s) => s.align === 'center' },
    { command: 'alignRight', icon: AlignRight, pressed: (s) => s.align === 'right' },
    { command: 'justify', icon: AlignJustify, pressed: (s) => s.align === 'justify' },
  ],
  [
    { command: 'link', icon: LinkIcon, pressed: (s) => s.link },
    { command: 'image', icon: ImageIcon },
    { command: 'embed', icon: MonitorPlay },
    { command: 'video', icon: Film },
  ],
];

/**
 * The rich-text toolbar. Drawn before the editor's code has loaded too (`state` null, every
 * button disabled), so that the screen keeps its shape when the editor arrives.
 */
export function EditorToolbar({
  state,
  onCommand,
  textStyle,
}: {
  state: ToolbarState | null;
  onCommand: (command: ToolbarCommand) => void;
  /** The text-style control, after the first group. */
  textStyle: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RovingToolbar
      label={t('editor.toolbar.label')}
      className="sticky top-0 z-10 rounded-t-xl border-b border-line bg-surface-raised px-2 py-1.5"
    >
      {GROUPS.map((group, index) => (
        <Fragment key={group[0]!.command}>
          {index > 0 && <ToolbarSeparator />}
          {group.map((item) => (
            <ToolbarButton
              key={item.command}
              label={t(`editor.toolbar.${item.command}`)}
              icon={item.icon}
              shortcut={item.shortcut}
              pressed={state && item.pressed ? item.pressed(state) : undefined}
              disabled={!state || item.disabled?.(state)}
              onClick={() => onCommand(item.command)}
              iconClassName={item.mirrored ? 'rtl:-scale-x-100' : undefined}
            />
          ))}
          {index === 0 && (
            <>
              <ToolbarSeparator />
              {textStyle}
            </>
          )}
        </Fragment>
      ))}
    </RovingToolbar>
  );
}

/** The name of a text style: a heading level, or 0 for a paragraph. */
export function useTextStyleName() {
  const { t } = useTranslation();
  return (level: number) =>
    level ? t('editor.toolbar.heading', { level }) : t('editor.toolbar.paragraph');
}

/** The text-style button's look and face, the same before the editor loads and after. */
export function textStyleButton(name: string, label: string) {
  return {
    'data-toolbar-item': '',
    'aria-label': label,
    className:
      'inline-flex h-8 items-center gap-1 rounded-md border border-line-strong bg-surface-raised px-2 text-sm text-fg hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-40',
    children: (
      <>
        {name}
        <ChevronDown aria-hidden="true" className="size-4" />
      </>
    ),
  };
}
