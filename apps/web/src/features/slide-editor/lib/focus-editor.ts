import type { Editor } from '@tiptap/core';

/**
 * Puts focus back into the text (where the inserted content is) when an editor
 * dialog closes; nothing when the editor has gone meanwhile (the slide changed or
 * the screen closed), since a destroyed editor has no commands left.
 */
export function focusEditor(editor: Editor) {
  if (!editor.isDestroyed) editor.commands.focus();
}
