import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '@/components/menu';
import { THEME_MODES, type ThemeMode } from '../display-settings';
import { useDisplaySettings } from '../hooks/use-display-settings';

export const THEME_MODE_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

function isThemeMode(value: string): value is ThemeMode {
  return (THEME_MODES as readonly string[]).includes(value);
}

/** The header's light / dark / system switch. */
export function ThemeToggle() {
  const { t, i18n } = useTranslation();
  const { settings, update } = useDisplaySettings();
  const Icon = THEME_MODE_ICONS[settings.themeMode];
  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger
        aria-label={t('shell.theme.label')}
        title={t('shell.theme.label')}
        className="grid size-10 place-items-center rounded-lg text-fg-muted hover:bg-surface-sunken hover:text-fg data-[state=open]:bg-surface-sunken"
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
