/** Messages between the open tabs of this site. */
export interface TabChannel<T> {
  /** Tells every other tab; this tab does not hear its own message. */
  post: (message: T) => void;
  subscribe: (listener: (message: T) => void) => () => void;
}

interface TabEnvironment {
  BroadcastChannel: typeof BroadcastChannel | undefined;
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null;
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const browser = (): TabEnvironment => ({
  BroadcastChannel: typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel,
  storage: localStorageOrNull(),
  events: window,
});

/**
 * A BroadcastChannel, or where there is none, a localStorage write: the
 * `storage` event fires in every other tab of the same origin.
 */
export function createTabChannel<T>(name: string, env: TabEnvironment = browser()): TabChannel<T> {
  const key = `slidewise:tab:${name}`;
  if (env.BroadcastChannel) {
    const Channel = env.BroadcastChannel;
    // One instance sends and receives: a channel never hears its own messages.
    let channel: BroadcastChannel | null = null;
    const open = () => (channel ??= new Channel(key));
    return {
      post: (message) => open().postMessage(message),
      subscribe: (listener) => {
        const onMessage = (event: MessageEvent<T>) => listener(event.data);
        open().addEventListener('message', onMessage);
        return () => open().removeEventListener('message', onMessage);
      },
    };
  }
  return {
    post: (message) => {
      // A fresh value every time, or a repeated message would not fire the event.
      env.storage?.setItem(key, JSON.stringify({ message, at: Date.now(), n: Math.random() }));
      env.storage?.removeItem(key);
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || !event.newValue) return;
        try {
          listener((JSON.parse(event.newValue) as { message: T }).message);
        } catch {
          // not ours
        }
      };
      env.events.addEventListener('storage', onStorage);
      return () => env.events.removeEventListener('storage', onStorage);
    },
  };
}
