import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabChannel } from './cross-tab';

type Message = { type: string };

describe('createTabChannel over BroadcastChannel', () => {
  it('reaches the other tabs, but not the one that posted', async () => {
    const env = { BroadcastChannel, storage: null, events: window };
    const here = createTabChannel<Message>('test-bc', env);
    const there = createTabChannel<Message>('test-bc', env);
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    const stopHere = here.subscribe(heardHere);
    const stopThere = there.subscribe(heardThere);

    here.post({ type: 'signed-out' });
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledWith({ type: 'signed-out' }));
    expect(heardHere).not.toHaveBeenCalled();
    stopHere();
    stopThere();
  });
});

describe('createTabChannel without BroadcastChannel', () => {
  afterEach(() => localStorage.clear());

  it('writes the message to localStorage, where other tabs hear the storage event', () => {
    const env = { BroadcastChannel: undefined, storage: localStorage, events: window };
    const channel = createTabChannel<Message>('test-ls', env);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    channel.post({ type: 'signed-out' });
    const [key, value] = setItem.mock.calls[0]!;
    setItem.mockRestore();
    // Nothing is left behind; the event carries it.
    expect(localStorage.getItem(key)).toBeNull();

    const heard = vi.fn();
    const stop = channel.subscribe(heard);
    // What another tab's write looks like from here.
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: value }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    expect(heard.mock.calls).toEqual([[{ type: 'signed-out' }]]);

    stop();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    expect(heard).toHaveBeenCalledOnce();
  });

  it('posts a different value each time, so a repeated message still fires the event', () => {
    const env = { BroadcastChannel: undefined, storage: localStorage, events: window };
    const channel = createTabChannel<Message>('test-ls2', env);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    channel.post({ type: 'signed-out' });
    channel.post({ type: 'signed-out' });
    const [first, second] = setItem.mock.calls.map((call) => call[1]);
    setItem.mockRestore();
    expect(first).not.toBe(second);
  });
});
