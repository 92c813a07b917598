import type { Editor, JSONContent } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/**
 * Inserts a block (an image, a video, an embed) at the cursor and leaves the
 * cursor in the paragraph after it, creating one when the block ends the slide.
 * TipTap would otherwise leave the new block selected, so the next thing typed
 * or inserted would replace it.
 */
export function insertBlock(editor: Editor, content: JSONContent) {
  editor
    .chain()
    .focus()
    .insertContent(content)
    .command(({ tr, state }) => {
      if (!(tr.selection instanceof NodeSelection)) return true;
      const after = tr.selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
        tr.insert(after, state.schema.nodes.paragraph!.create());
      }
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
}
