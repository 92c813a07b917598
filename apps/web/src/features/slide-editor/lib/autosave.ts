import { slideSchema, type Slide } from '@slidewise/shared/courses/slide';
import { ApiError } from '@/lib/api-client';
import { bodyKey, draftFromSlide, type DraftProblem, type SlideDraft } from './slide-draft';

/**
 * One slide's editing and saving, as a pure state machine. Edits are counted:
 * `edits` goes up with each change, `savedEdits` is the count the server has,
 * `sending` the count a request in flight carries. The store (editor-store.ts)
 * feeds it events and runs the timers and requests.
 */
export interface SlideState {
  /** The slide as the server last confirmed it; its version is what the next save is based on. */
  server: Slide;
  draft: SlideDraft;
  edits: number;
  savedEdits: number;
  sending: number | null;
  /** The last save failed (not a conflict). */
  error: unknown;
  /** The draft cannot be saved as it stands (checked before sending). */
  problem: DraftProblem | null;
  /** The server's slide, when a save was based on a stale version. */
  conflict: Slide | null;
  /** Goes up when the draft is replaced from outside, so the canvas loads it afresh. */
  revision: number;
}

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'invalid' | 'conflict';

export type SlideEvent =
  | { type: 'edited'; patch: Partial<SlideDraft> }
  | { type: 'sendStarted' }
  | { type: 'invalid'; problem: DraftProblem }
  | { type: 'saved'; slide: Slide }
  | { type: 'failed'; error: unknown }
  | { type: 'resolved'; choice: ConflictChoice };

/** Reload theirs (drop local changes for the server's), or keep mine (save them over it). */
export type ConflictChoice = 'theirs' | 'mine';

export function initialSlideState(slide: Slide): SlideState {
  return {
    server: slide,
    draft: draftFromSlide(slide),
    edits: 0,
    savedEdits: 0,
    sending: null,
    error: null,
    problem: null,
    conflict: null,
    revision: 0,
  };
}

export function saveStatus(state: SlideState): SaveStatus {
  if (state.conflict) return 'conflict';
  if (state.sending !== null) return 'saving';
  if (state.error) return 'failed';
  if (state.problem) return 'invalid';
  return state.edits > state.savedEdits ? 'pending' : 'saved';
}

/** Changes the server does not have yet (or that it refused). */
export function hasUnsavedChanges(state: SlideState): boolean {
  return state.edits > state.savedEdits || state.conflict !== null;
}

/** Whether a save should start now: something unsaved, nothing in flight, no conflict to settle. */
export function needsSave(state: SlideState): boolean {
  return state.edits > state.savedEdits && state.sending === null && state.conflict === null;
}

/** The server's current slide from a 409 answer, if that is what the failure was. */
export function conflictOf(error: unknown): Slide | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = slideSchema.safeParse((error.details as { current?: unknown } | null)?.current);
  return current.success ? current.data : null;
}

function isNoOp(draft: SlideDraft, patch: Partial<SlideDraft>): boolean {
  return (Object.keys(patch) as (keyof SlideDraft)[]).every((key) => {
    if (key === 'body') return bodyKey(patch.body ?? null) === bodyKey(draft.body);
    if (key === 'quiz') return JSON.stringify(patch.quiz) === JSON.stringify(draft.quiz);
    return patch[key] === draft[key];
  });
}

export function slideReducer(state: SlideState, event: SlideEvent): SlideState {
  switch (event.type) {
    case 'edited':
      if (isNoOp(state.draft, event.patch)) return state;
      return {
        ...state,
        draft: { ...state.draft, ...event.patch },
        edits: state.edits + 1,
        error: null,
        problem: null,
      };
    case 'sendStarted':
      return { ...state, sending: state.edits, error: null, problem: null };
    case 'invalid':
      return { ...state, problem: event.problem };
    case 'saved':
      return {
        ...state,
        server: event.slide,
        savedEdits: Math.max(state.savedEdits, state.sending ?? state.edits),
        sending: null,
      };
    case 'failed': {
      const current = conflictOf(event.error);
      return current
        ? { ...state, sending: null, conflict: current }
        : { ...state, sending: null, error: event.error };
    }
    case 'resolved':
      if (!state.conflict) return state;
      return resolveConflict(state, event.choice);
  }
}

/**
 * Settles a 409. "Theirs" takes the server's slide as the new draft (the canvas
 * reloads); "mine" keeps the draft and bases the next save on the server's
 * version, so the store sends it straight away. Neither loses anything silently:
 * the person chose which side wins.
 */
export function resolveConflict(state: SlideState, choice: ConflictChoice): SlideState {
  const current = state.conflict ?? state.server;
  if (choice === 'theirs') {
    return {
      ...state,
      server: current,
      draft: draftFromSlide(current),
      savedEdits: state.edits,
      error: null,
      problem: null,
      conflict: null,
      revision: state.revision + 1,
    };
  }
  return { ...state, server: current, error: null, conflict: null };
}
