import { useSyncExternalStore } from 'react';
import type { EditorState, EditorStore } from '../lib/editor-store';

/**
 * A slice of the editor's state; the component re-renders only when that slice
 * changes (the selector must return existing objects or plain values).
 */
export function useEditorState<T>(store: EditorStore, selector: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
