import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { Check, Circle } from 'lucide-react';
import type { ComponentProps, FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplayedOpening, type MenuOpened } from '@/components/deferred-menu';
import { cn } from '@/lib/class-names';

/**
 * Radix dropdown menus in the app's look: arrow keys move, Enter/Space choose,
 * Escape closes and focus returns to the trigger; typing a letter jumps to an item.
 */
export const Menu = Dropdown.Root;
export const MenuTrigger = Dropdown.Trigger;
export const MenuRadioGroup = Dropdown.RadioGroup;

/** Whether the person is on the keyboard: a key since the last press or move of a pointer. */
let usingKeyboard = false;
document.addEventListener('keydown', () => (usingKeyboard = true), true);
document.addEventListener('pointerdown', () => (usingKeyboard = false), true);
document.addEventListener('pointermove', () => (usingKeyboard = false), true);

/**
 * A menu opened from the keyboard starts on its first item. Radix does that as the menu itself
 * takes the focus, moving it on to the first item it has registered; on Preact the items register
 * after that, and the focus stayed on the menu. So the first item is focused here, before Radix
 * looks (which then finds it focused and leaves it). A menu opened by a pointer keeps the focus.
 */
function focusFirstItem(event: FocusEvent<HTMLDivElement>) {
  if (!usingKeyboard || event.target !== event.currentTarget) return;
  event.currentTarget
    .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
    ?.focus({ preventScroll: true });
}

export function MenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  onFocus,
  ...props
}: ComponentProps<typeof Dropdown.Content>) {
  return (
    <Dropdown.Portal>
      <Dropdown.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        onFocus={(event) => {
          onFocus?.(event);
          focusFirstItem(event);
        }}
        className={cn(
          'z-50 min-w-48 rounded-xl border border-line bg-surface-raised p-1.5 text-fg shadow-xl shadow-black/10 dark:shadow-black/50',
          className,
        )}
        {...props}
      />
    </Dropdown.Portal>
  );
}

const ITEM =
  'flex min-h-10 cursor-default items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none select-none data-disabled:opacity-60 data-highlighted:bg-primary-50 data-highlighted:text-primary-900 dark:data-highlighted:bg-primary-900 dark:data-highlighted:text-primary-50';

export function MenuItem({ className, ...props }: ComponentProps<typeof Dropdown.Item>) {
  return <Dropdown.Item className={cn(ITEM, className)} {...props} />;
}

export function MenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Dropdown.RadioItem>) {
  return (
    <Dropdown.RadioItem className={cn(ITEM, 'ps-8 relative', className)} {...props}>
      <span className="absolute start-2.5 grid size-4 place-items-center">
        <Dropdown.ItemIndicator>
          <Circle aria-hidden="true" className="size-2 fill-current" />
        </Dropdown.ItemIndicator>
      </span>
      {children}
    </Dropdown.RadioItem>
  );
}

export function MenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Dropdown.CheckboxItem>) {
  return (
    <Dropdown.CheckboxItem className={cn(ITEM, 'ps-8 relative', className)} {...props}>
      <span className="absolute start-2.5 grid size-4 place-items-center">
        <Dropdown.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </Dropdown.ItemIndicator>
      </span>
      {children}
    </Dropdown.CheckboxItem>
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof Dropdown.Label>) {
  return <Dropdown.Label className={cn('px-3 py-2 text-sm', className)} {...props} />;
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof Dropdown.Separator>) {
  return <Dropdown.Separator className={cn('my-1.5 h-px bg-line', className)} {...props} />;
}

/**
 * A DeferredMenu's menu once its code is in: on a button with the plain one's look, in the
 * interface's direction, opened as the person opened the plain one.
 */
export function ReplayedMenu({
  opening,
  look,
  align,
  children,
}: MenuOpened & { align?: 'start' | 'center' | 'end'; children: ReactNode }) {
  const { i18n } = useTranslation();
  const trigger = useReplayedOpening(opening);
  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger ref={trigger} {...look} />
      <MenuContent align={align}>{children}</MenuContent>
    </Menu>
  );
}
