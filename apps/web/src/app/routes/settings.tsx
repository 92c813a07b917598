import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import {
  DisplaySettingsPanel,
  ResetDisplaySettingsButton,
} from '@/features/display-settings/components/display-settings-panel';

export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('settings.title')}
        intro={t('settings.intro')}
        actions={<ResetDisplaySettingsButton />}
      />
      <DisplaySettingsPanel />
    </div>
  );
}
