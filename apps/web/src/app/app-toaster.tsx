import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useDisplaySettings } from '@/features/display-settings/hooks/use-display-settings';
import { toasterMounted } from '@/lib/notify';

/**
 * The toast area. Seed constants: 4000 ms, 356 px wide (sonner's default), 14 px gap, 24 px
 * offset (16 px on mobile), 45 px swipe threshold (sonner's default), Alt+T focuses it. Position,
 * expansion and the number of visible toasts are display settings.
 */
export function AppToaster() {
  const { t, i18n } = useTranslation();
  const { settings, theme } = useDisplaySettings();
  const { position, isExpanded, visibleToasts } = settings.notification;
  const ref = useRef<HTMLDivElement>(null);
  useToastsOutOfTabOrder(ref);
  // After sonner's own effect (a child's), so the toasts notify() kept waiting can show.
  useEffect(toasterMounted, []);
  return (
    <div ref={ref} className="contents">
      <Toaster
        position={position}
        expand={isExpanded}
        visibleToasts={visibleToasts}
        duration={4000}
        gap={14}
        offset={24}
        mobileOffset={16}
        hotkey={['altKey', 'KeyT']}
        theme={theme}
        dir={i18n.dir()}
        customAriaLabel={t('app.notificationsRegion', { shortcut: 'Alt+T' })}
        style={{ '--width': '356px' } as CSSProperties}
        richColors
      />
    </div>
  );
}

/**
 * Sonner makes each toast (and its buttons) a tab stop, and sends focus back to where it
 * came from when it leaves, so Tab cycles between a toast and the page. Toasts are
 * announced (aria-live) and reached with Alt+T; they never enter the tab order.
 */
function useToastsOutOfTabOrder(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const untab = () =>
      root
        .querySelectorAll<HTMLElement>(
          '[data-sonner-toast], [data-sonner-toast] button, [data-sonner-toast] a',
        )
        .forEach((element) => {
          if (element.tabIndex !== -1) element.tabIndex = -1;
        });
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
