import { useTranslation } from 'react-i18next';
import {
  DisplaySettingsPanel,
  ResetDisplaySettingsButton,
} from '@/features/display-settings/components/display-settings-panel';

export function SettingsRoute() {
  const { t } = useTranslation();
  const title = t('settings.title');
  return (
    <div className="space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
          <p className="text-fg-muted">{t('settings.intro')}</p>
        </div>
        <ResetDisplaySettingsButton />
      </div>
      <DisplaySettingsPanel />
    </div>
  );
}
