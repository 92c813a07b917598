import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@/components/deferred-menu';
import { lazyComponent } from '@/lib/chunk-reload';
import { useDisplaySettings } from '../hooks/use-display-settings';
import { THEME_BUTTON, THEME_MODE_ICONS } from './theme-look';

const load = () => import('./theme-menu');
const ThemeMenu = lazyComponent(load, (m) => m.ThemeMenu);

/** The header's light / dark / system switch: its button, then the menu once opened. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { settings } = useDisplaySettings();
  const Icon = THEME_MODE_ICONS[settings.themeMode];
  return (
    <DeferredMenu
      open={(opening) => <ThemeMenu opening={opening} />}
      prefetch={load}
      button={{
        className: THEME_BUTTON,
        'aria-label': t('shell.theme.label'),
        title: t('shell.theme.label'),
      }}
    >
      <Icon aria-hidden="true" className="size-5" />
    </DeferredMenu>
  );
}
