import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { focusEditor } from './focus-editor';

describe('focusEditor', () => {
  it('does nothing once the editor is gone, where its commands would throw', () => {
    const editor = new Editor({ extensions: [StarterKit], content: '<p>Gone</p>' });
    editor.destroy();
    expect(() => editor.commands.focus()).toThrow();
    expect(() => focusEditor(editor)).not.toThrow();
  });
});
