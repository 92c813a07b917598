import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedWork, type EditorStore } from '../lib/editor-store';
import { useEditorState } from './use-editor-store';

/**
 * Warns before leaving with changes the server does not have: the browser's own
 * prompt on reload or close, and a dialog for a move within the app. While that
 * dialog is open the store sends what it can; once all is saved the move goes on.
 */
export function useLeaveGuard(store: EditorStore) {
  const unsaved = useEditorState(store, hasUnsavedWork);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      store.saveAll();
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store, unsaved]);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) store.saveAll();
  }, [blocked, store]);
  useEffect(() => {
    if (blocked && !unsaved) blocker.proceed?.();
  }, [blocked, unsaved, blocker]);

  return blocker;
}
