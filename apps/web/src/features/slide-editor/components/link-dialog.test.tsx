import { Editor } from '@tiptap/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { richTextExtensions } from '@/lib/rich-text/extensions';
import { LinkDialog } from './link-dialog';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function setup() {
  editor = new Editor({
    extensions: richTextExtensions({ videoEmbed: 'Video' }),
    content: '<p>Read the guide</p>',
  });
  // Select "guide" (positions are 1-based inside the paragraph).
  editor.commands.setTextSelection({ from: 10, to: 15 });
  const onOpenChange = vi.fn();
  render(<LinkDialog editor={editor} open onOpenChange={onOpenChange} />);
  const apply = (href: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Link address' }), {
      target: { value: href },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  };
  return { editor, apply, onOpenChange };
}

describe('LinkDialog', () => {
  it('opens on the address field, not on its close button', async () => {
    setup();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Link address' })),
    );
  });

  it('refuses a javascript: link with the reason, and leaves the text alone', () => {
    const { editor, apply, onOpenChange } = setup();
    apply('javascript:alert(1)');
    expect(screen.getByText(/This kind of link is not allowed/)).toBeTruthy();
    expect(editor.getHTML()).not.toContain('<a');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('links the selection to a web address, adding https:// when it is missing', () => {
    const { editor, apply, onOpenChange } = setup();
    apply('example.com/guide');
    expect(editor.getHTML()).toContain('href="https://example.com/guide"');
    expect(editor.getHTML()).toMatch(/>guide<\/a>/);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
