import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './extensions';
import { insertBlock } from './insert-block';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const image = { type: 'image', attrs: { src: '/uploads/a.png', alt: 'A chart' } };
const embed = {
  type: 'videoEmbed',
  attrs: { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
};

function types(e: Editor) {
  return (e.getJSON().content ?? []).map((node) => node.type);
}

describe('insertBlock', () => {
  it('leaves the cursor in a new paragraph after a block that ends the slide', () => {
    editor = new Editor({
      extensions: richTextExtensions({ videoEmbed: 'Video' }),
      content: '<p>Read</p>',
    });
    editor.commands.setTextSelection(5);
    insertBlock(editor, image);
    expect(types(editor)).toEqual(['paragraph', 'image', 'paragraph']);
    expect(editor.state.selection.empty).toBe(true);
    editor.commands.insertContent('after');
    expect(editor.state.doc.child(2).textContent).toBe('after');
  });

  it('does not replace the block just inserted when another follows', () => {
    editor = new Editor({
      extensions: richTextExtensions({ videoEmbed: 'Video' }),
      content: '<p>Read</p>',
    });
    editor.commands.setTextSelection(5);
    insertBlock(editor, image);
    insertBlock(editor, embed);
    expect(types(editor)).toContain('image');
    expect(types(editor)).toContain('videoEmbed');
  });

  it('reuses the paragraph that already follows instead of adding an empty one', () => {
    editor = new Editor({
      extensions: richTextExtensions({ videoEmbed: 'Video' }),
      content: '<p>One</p><p>Two</p>',
    });
    editor.commands.setTextSelection(4);
    insertBlock(editor, image);
    expect(types(editor)).toEqual(['paragraph', 'image', 'paragraph']);
    expect(editor.getText()).toContain('Two');
  });
});
