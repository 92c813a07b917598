import { useState, type DragEvent } from 'react';

/**
 * A drop zone for one file: spread `dropProps` on the element; `dragging` is true while a
 * file is held over it (to show where it will land). The first dropped file goes to `onFile`.
 */
export function useFileDrop(onFile: (file: File | undefined) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      onFile(event.dataTransfer.files[0]);
    },
  };
  return { dragging, dropProps };
}
