import {
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

/** How the person opened a menu before its code had loaded. */
export type MenuOpening = { type: 'pointer' } | { type: 'key'; key: string };

/** A menu button's look, name and face: drawn the same before and after its code loads. */
export type MenuButtonLook = Omit<ComponentProps<'button'>, 'type'> & {
  [data: `data-${string}`]: string;
};

/** What a DeferredMenu's `open` hands its menu: how it was opened, and its button's look. */
export interface MenuOpened {
  opening: MenuOpening;
  look: MenuButtonLook;
}

/** Keys that open a Radix menu from its button. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu whose code (Radix, with its positioning and focus code: about 30 KB gzipped) is
 * fetched when the person reaches for it (pointer over its button, focus) and mounted when
 * they open it, so no screen downloads a menu nobody opened. Until then its button is a plain
 * one with the same look (`button`, `children`); `open` then draws the menu (a lazyComponent),
 * given that look for its own button, on which it replays the opening (useReplayedOpening).
 */
export function DeferredMenu({
  open,
  prefetch,
  button,
  children,
}: {
  open: (opening: MenuOpening, look: MenuButtonLook) => ReactNode;
  prefetch: () => Promise<unknown>;
  button: Omit<MenuButtonLook, 'children'>;
  children: ReactNode;
}) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const plain = (handlers: ComponentProps<'button'> = {}) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} {...button} {...handlers}>
      {children}
    </button>
  );
  // The plain button stays, focused, while the menu's code arrives (a transition keeps it), and
  // the menu's own button takes the focus in the commit that replaces it: focus never drops to
  // the page, where the app's focus rescue would send it to the heading.
  const openWith = (next: MenuOpening) => startTransition(() => setOpening(next));
  // A failure here is left for opening the menu to deal with (lib/chunk-reload).
  const warm = () => void prefetch().catch(() => undefined);
  return (
    <Suspense fallback={plain()}>
      {opening
        ? open(opening, { ...button, children })
        : plain({
            onPointerEnter: warm,
            onFocus: warm,
            onPointerDown: (event: PointerEvent) => {
              if (event.button !== 0 || event.ctrlKey) return;
              event.preventDefault();
              openWith({ type: 'pointer' });
            },
            onKeyDown: (event: KeyboardEvent) => {
              if (!OPENING_KEYS.includes(event.key)) return;
              event.preventDefault();
              openWith({ type: 'key', key: event.key });
            },
          })}
    </Suspense>
  );
}

/**
 * For a DeferredMenu's menu: the ref of its trigger, on which the opening press or key is
 * replayed once mounted, so it opens as Radix opens it (from the keyboard, on the first item).
 */
export function useReplayedOpening(opening: MenuOpening) {
  const trigger = useRef<HTMLButtonElement>(null);
  const replayed = useRef(false);
  // Focus moves in the commit that mounts the button, before the page notices the plain one
  // went; the opening is replayed once Radix listens for it (its effects, which run first).
  useLayoutEffect(() => trigger.current?.focus(), []);
  useEffect(() => {
    const button = trigger.current;
    if (!button || replayed.current) return;
    replayed.current = true;
    button.dispatchEvent(
      opening.type === 'key'
        ? new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true })
        : new PointerEvent('pointerdown', { button: 0, bubbles: true, cancelable: true }),
    );
  }, [opening]);
  return trigger;
}
