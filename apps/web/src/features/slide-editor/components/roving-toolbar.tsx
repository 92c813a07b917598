import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

const ITEMS = '[data-toolbar-item]:not(:disabled)';

/**
 * An ARIA toolbar: one tab stop, arrow keys move between its controls (mirrored
 * right-to-left) and never act on them, Home and End jump to the ends; Enter and Space
 * act. Its controls are buttons (a menu button rather than a select, whose arrows act).
 */
export function RovingToolbar({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  // Exactly one enabled item is tabbable: the last one focused, else the first.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      const items = [...root.querySelectorAll<HTMLElement>(ITEMS)];
      const current = items.find((item) => item.dataset.toolbarCurrent === 'true') ?? items[0];
      items.forEach((item) => (item.tabIndex = item === current ? 0 : -1));
      root
        .querySelectorAll<HTMLElement>('[data-toolbar-item]:disabled')
        .forEach((item) => (item.tabIndex = -1));
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
      childList: true,
    });
    return () => observer.disconnect();
  }, []);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = ref.current;
    const target = event.target as HTMLElement;
    if (!root || !target.matches('[data-toolbar-item]')) return;
    const items = [...root.querySelectorAll<HTMLElement>(ITEMS)];
    const index = items.indexOf(target);
    const rtl = getComputedStyle(root).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: HTMLElement | undefined;
    if (event.key === forward) next = items[(index + 1) % items.length];
    else if (event.key === backward) next = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  const remember = (event: React.FocusEvent<HTMLDivElement>) => {
    const root = ref.current;
    const target = event.target as HTMLElement;
    if (!root || !target.matches('[data-toolbar-item]')) return;
    root.querySelectorAll<HTMLElement>('[data-toolbar-item]').forEach((item) => {
      item.dataset.toolbarCurrent = String(item === target);
      item.tabIndex = item === target ? 0 : -1;
    });
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      onKeyDown={move}
      onFocus={remember}
      className={cn('flex flex-wrap items-center gap-1', className)}
    >
      {children}
    </div>
  );
}

/** A toolbar button: icon with a label (spoken and shown on hover), pressed state when it toggles. */
export function ToolbarButton({
  label,
  icon: Icon,
  pressed,
  disabled,
  onClick,
  shortcut,
  className,
  iconClassName,
}: {
  label: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  shortcut?: string;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      data-toolbar-item=""
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={label}
      disabled={disabled}
      // Keeps the editor's selection when clicked with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'grid size-8 place-items-center rounded-md text-fg hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-40',
        'aria-pressed:bg-primary-100 aria-pressed:text-primary-900 dark:aria-pressed:bg-primary-900 dark:aria-pressed:text-primary-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
    </button>
  );
}

export function ToolbarSeparator() {
  return <span role="separator" aria-orientation="vertical" className="mx-1 h-5 w-px bg-line" />;
}
