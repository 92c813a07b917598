import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { cn } from '@/lib/class-names';
import { Brand } from './brand';
import { NavList } from './nav-list';
import { ICON_BUTTON, MENU_BUTTON_ID, SIDEBAR_ID, TONES, type SidebarProps } from './sidebar-look';

/** How far a finger must drag the drawer towards its edge to close it. */
const SWIPE_CLOSE_PX = 60;

/** Below large screens: a modal drawer from the start edge (Escape, backdrop, close, swipe). */
export function SidebarDrawer({ sidebar, tone }: SidebarProps) {
  const { t, i18n } = useTranslation();
  const touchStart = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    // Towards the start edge: left in English, right in Arabic.
    const towardsEdge = i18n.dir() === 'rtl' ? end - start : start - end;
    if (towardsEdge > SWIPE_CLOSE_PX) sidebar.setOpen(false);
  };

  return (
    <RadixDialog.Root open={sidebar.open} onOpenChange={sidebar.setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-sidebar-backdrop=""
          className="sw-fade-in fixed inset-0 z-40 bg-black/50"
        />
        <RadixDialog.Content
          id={SIDEBAR_ID}
          data-sidebar="drawer"
          data-state={sidebar.open ? 'open' : 'closed'}
          aria-describedby={undefined}
          // The menu button opened it from outside the dialog, so Radix cannot find it to refocus.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(MENU_BUTTON_ID)?.focus();
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className={cn(
            'sw-drawer fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col shadow-2xl focus:outline-none',
            tone === 'plain' && 'border-e',
            TONES[tone],
          )}
        >
          <RadixDialog.Title className="sr-only">{t('shell.nav.title')}</RadixDialog.Title>
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 ps-5 pe-3">
            <Brand
              tone={tone === 'block' ? 'inverse' : 'default'}
              onClick={sidebar.afterNavigate}
            />
            <RadixDialog.Close
              aria-label={t('shell.sidebar.close')}
              className={cn('grid size-11 place-items-center rounded-lg', ICON_BUTTON[tone])}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <NavList tone={tone} onNavigate={sidebar.afterNavigate} />
          <div
            className={cn(
              'shrink-0 border-t px-5 py-4 sm:hidden',
              tone === 'block' ? 'border-white/15' : 'border-line',
            )}
          >
            {/* At the drawer's foot: the list opens upwards, over the navigation. */}
            <LanguageSwitcher side="above" />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
