import { useTranslation } from 'react-i18next';
import { useReplayedOpening, type MenuOpening } from '@/components/deferred-menu';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '@/components/menu';
import { THEME_MODES, type ThemeMode } from '../display-settings';
import { useDisplaySettings } from '../hooks/use-display-settings';
import { THEME_BUTTON, THEME_MODE_ICONS } from './theme-look';

function isThemeMode(value: string): value is ThemeMode {
  return (THEME_MODES as readonly string[]).includes(value);
}

/** The header's light / dark / system menu (theme-toggle.tsx). */
export function ThemeMenu({ opening }: { opening: MenuOpening }) {
  const { t, i18n } = useTranslation();
  const trigger = useReplayedOpening(opening);
  const { settings, update } = useDisplaySettings();
  const Icon = THEME_MODE_ICONS[settings.themeMode];
  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger
        ref={trigger}
        aria-label={t('shell.theme.label')}
        title={t('shell.theme.label')}
        className={THEME_BUTTON}
      >
        <Icon aria-hidden="true" className="size-5" />
      </MenuTrigger>
      <MenuContent>
        <MenuRadioGroup
          value={settings.themeMode}
          onValueChange={(value) => {
            if (isThemeMode(value)) update({ themeMode: value });
          }}
        >
          {THEME_MODES.map((mode) => {
            const ModeIcon = THEME_MODE_ICONS[mode];
            return (
              <MenuRadioItem key={mode} value={mode}>
                <ModeIcon aria-hidden="true" className="size-4 text-fg-muted" />
                {t(`shell.theme.${mode}`)}
              </MenuRadioItem>
            );
          })}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
