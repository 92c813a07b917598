import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import {
  DisplaySettingsPanel,
  ResetDisplaySettingsButton,
} from '@/features/display-settings/components/display-settings-panel';

export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('settings.title')}
      intro={t('settings.intro')}
      actions={<ResetDisplaySettingsButton />}
    >
      <DisplaySettingsPanel />
    </Page>
  );
}
