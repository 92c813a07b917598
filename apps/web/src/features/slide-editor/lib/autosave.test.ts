import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  conflictOf,
  hasUnsavedChanges,
  initialSlideState,
  needsSave,
  saveStatus,
  slideReducer,
  type SlideEvent,
  type SlideState,
} from './autosave';
import { slide, textDoc } from './test-slides';

const run = (state: SlideState, ...events: SlideEvent[]) => events.reduce(slideReducer, state);
const conflict = (current: unknown) =>
  new ApiError({ status: 409, code: 'conflict', message: 'stale', details: { current } });

describe('slide autosave state', () => {
  it('goes pending → saving → saved, and bases the next save on the new version', () => {
    let state = initialSlideState(slide('a'));
    expect(saveStatus(state)).toBe('saved');
    state = run(state, { type: 'edited', patch: { title: 'New' } });
    expect(saveStatus(state)).toBe('pending');
    expect(needsSave(state)).toBe(true);
    state = run(state, { type: 'sendStarted' });
    expect(saveStatus(state)).toBe('saving');
    expect(needsSave(state)).toBe(false);
    state = run(state, { type: 'saved', slide: slide('a', { title: 'New', version: 2 }) });
    expect(saveStatus(state)).toBe('saved');
    expect(state.server.version).toBe(2);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('keeps what was typed during a save unsaved, so it goes next', () => {
    const state = run(
      initialSlideState(slide('a')),
      { type: 'edited', patch: { title: 'One' } },
      { type: 'sendStarted' },
      { type: 'edited', patch: { title: 'Two' } },
      { type: 'saved', slide: slide('a', { title: 'One', version: 2 }) },
    );
    expect(state.draft.title).toBe('Two');
    expect(saveStatus(state)).toBe('pending');
    expect(needsSave(state)).toBe(true);
  });

  it('ignores an edit that changes nothing (the editor re-emitting the same document)', () => {
    const start = initialSlideState(slide('a', { body: textDoc('Hi') }));
    const same = {
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text: 'Hi' }] },
      ],
    };
    expect(slideReducer(start, { type: 'edited', patch: { body: same } })).toBe(start);
    expect(slideReducer(start, { type: 'edited', patch: { title: 'Slide a' } })).toBe(start);
  });

  it('shows a failure until the next attempt, and keeps the draft', () => {
    const failed = run(
      initialSlideState(slide('a')),
      { type: 'edited', patch: { title: 'X' } },
      { type: 'sendStarted' },
      { type: 'failed', error: new ApiError({ status: 500, code: 'internal_error', message: '' }) },
    );
    expect(saveStatus(failed)).toBe('failed');
    expect(failed.draft.title).toBe('X');
    expect(needsSave(failed)).toBe(true);
    expect(saveStatus(run(failed, { type: 'sendStarted' }))).toBe('saving');
  });

  it('marks a draft the server would refuse as invalid until it changes', () => {
    const invalid = run(
      initialSlideState(slide('a')),
      { type: 'edited', patch: { title: 'X' } },
      { type: 'invalid', problem: 'link' },
    );
    expect(saveStatus(invalid)).toBe('invalid');
    expect(hasUnsavedChanges(invalid)).toBe(true);
    expect(saveStatus(run(invalid, { type: 'edited', patch: { title: 'Y' } }))).toBe('pending');
  });

  describe('a stale version (409)', () => {
    const theirs = slide('a', { title: 'Theirs', version: 5, body: textDoc('their text') });
    const inConflict = run(
      initialSlideState(slide('a')),
      { type: 'edited', patch: { title: 'Mine', body: textDoc('my text') } },
      { type: 'sendStarted' },
      { type: 'failed', error: conflict(theirs) },
    );

    it('holds both sides and sends nothing until the person chooses', () => {
      expect(saveStatus(inConflict)).toBe('conflict');
      expect(inConflict.conflict).toEqual(theirs);
      expect(inConflict.draft.title).toBe('Mine');
      expect(needsSave(inConflict)).toBe(false);
      expect(hasUnsavedChanges(inConflict)).toBe(true);
    });

    it('"Reload theirs" replaces the draft with the server\'s slide and reloads the canvas', () => {
      const state = slideReducer(inConflict, { type: 'resolved', choice: 'theirs' });
      expect(state.draft.title).toBe('Theirs');
      expect(state.draft.body).toEqual(textDoc('their text'));
      expect(state.server.version).toBe(5);
      expect(state.revision).toBe(inConflict.revision + 1);
      expect(saveStatus(state)).toBe('saved');
    });

    it('"Keep mine" keeps the draft and bases the resend on their version', () => {
      const state = slideReducer(inConflict, { type: 'resolved', choice: 'mine' });
      expect(state.draft.title).toBe('Mine');
      expect(state.server.version).toBe(5);
      expect(state.revision).toBe(inConflict.revision);
      expect(needsSave(state)).toBe(true);
    });

    it('reads the current slide only from a 409 that carries one', () => {
      expect(conflictOf(conflict(theirs))).toEqual(theirs);
      expect(conflictOf(conflict({ nope: true }))).toBeNull();
      expect(
        conflictOf(
          new ApiError({
            status: 422,
            code: 'validation_failed',
            message: '',
            details: { current: theirs },
          }),
        ),
      ).toBeNull();
    });
  });
});
