import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { lazyComponent } from '@/lib/chunk-reload';
import type { DialogProps } from './dialog-open';

export type { DialogProps };

/**
 * What focus returns to when the dialog closes: what had it when the dialog opened, or,
 * when that was an item of a menu (gone by then), the button that opened the menu.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role=menu]');
  if (!menu?.id) return active;
  return (
    [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find(
      (trigger) => trigger.getAttribute('aria-controls') === menu.id,
    ) ?? null
  );
}

const DialogOpen = lazyComponent(
  () => import('./dialog-open'),
  (m) => m.DialogOpen,
);

/** Whether a dialog has been open at all: its code loads then, and it stays mounted after. */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A modal dialog: labelled by its title, focus trapped inside, Escape and the close icon
 * close it, focus returns to what opened it (Radix Dialog). Its code (Radix, with its focus
 * trap and scroll lock: about 12 KB gzipped) loads when it first opens, and it then stays
 * mounted, so that closing returns focus as Radix does.
 */
export function Dialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open);
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before anything moves focus (the code's arrival, then Radix).
  useLayoutEffect(() => {
    if (props.open) opener.current = openerOf(document.activeElement);
  }, [props.open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogOpen {...props} openerRef={opener} />
    </Suspense>
  );
}
