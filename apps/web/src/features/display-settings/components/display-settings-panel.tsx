import { BellRing, RotateCcw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { LanguageSwitcher } from '@/components/language-switcher';
import {
  CARD_SKINS,
  DARK_SCHEMES,
  LIGHT_SCHEMES,
  MAX_VISIBLE_TOASTS,
  MIN_VISIBLE_TOASTS,
  PRIMARY_SCHEMES,
  THEME_LAYOUTS,
  THEME_MODES,
  TOAST_POSITIONS,
  type ToastPosition,
} from '../display-settings';
import { SelectField } from '@/components/filter-field';
import { useDisplaySettings } from '../hooks/use-display-settings';
import { ChoiceCards } from './choice-cards';
import { THEME_MODE_ICONS } from './theme-look';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region" className="space-y-5 p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A surface with a raised card and two lines of text, in the scheme's colours. */
function SurfaceSwatch(props: { 'data-swatch-light'?: string; 'data-swatch-dark'?: string }) {
  return (
    <span
      {...props}
      aria-hidden="true"
      className="flex h-14 items-center rounded-lg border border-line bg-surface p-2"
    >
      <span className="flex h-full w-full flex-col justify-center gap-1.5 rounded-md border border-line bg-surface-raised px-2">
        <span className="h-1.5 w-3/4 rounded-full bg-fg" />
        <span className="h-1.5 w-1/2 rounded-full bg-fg-muted" />
      </span>
    </span>
  );
}

function LayoutSketch({ layout }: { layout: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-16 overflow-hidden rounded-lg border border-line bg-surface"
    >
      {layout === 'sideblock' ? (
        <>
          <span className="w-1/4 bg-primary-950" />
          <span className="flex flex-1 flex-col">
            <span className="h-3 border-b border-line bg-surface-raised" />
          </span>
        </>
      ) : (
        <span className="flex flex-1 flex-col">
          <span className="h-3 border-b border-line bg-surface-raised" />
          <span className="flex flex-1">
            <span className="w-1/4 border-e border-line bg-surface-raised" />
          </span>
        </span>
      )}
    </span>
  );
}

/** Every display setting, applied the moment it changes. */
export function DisplaySettingsPanel() {
  const { t } = useTranslation();
  const { settings, update } = useDisplaySettings();
  const expandId = useId();
  const monochromeId = useId();

  return (
    <div className="space-y-6">
      <Section title={t('settings.sections.theme')}>
        <ChoiceCards
          legend={t('settings.themeMode')}
          name="themeMode"
          value={settings.themeMode}
          options={THEME_MODES}
          onChange={(themeMode) => update({ themeMode })}
          label={(mode) => t(`shell.theme.${mode}`)}
          preview={(mode) => {
            const Icon = THEME_MODE_ICONS[mode];
            return <Icon aria-hidden="true" className="size-5 text-fg-muted" />;
          }}
          className="grid-cols-1 sm:grid-cols-3"
        />
        <div className="flex items-start gap-3">
          <input
            id={monochromeId}
            type="checkbox"
            role="switch"
            checked={settings.isMonochrome}
            onChange={(event) => update({ isMonochrome: event.target.checked })}
            aria-describedby={`${monochromeId}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-primary-700 dark:accent-primary-300"
          />
          <div>
            <label htmlFor={monochromeId} className="text-sm font-medium text-fg">
              {t('settings.monochrome.label')}
            </label>
            <p id={`${monochromeId}-hint`} className="text-sm text-fg-muted">
              {t('settings.monochrome.hint')}
            </p>
          </div>
        </div>
      </Section>

      <Section title={t('settings.sections.layout')}>
        <ChoiceCards
          legend={t('settings.layout')}
          name="themeLayout"
          value={settings.themeLayout}
          options={THEME_LAYOUTS}
          onChange={(themeLayout) => update({ themeLayout })}
          label={(layout) => t(`settings.layouts.${layout}.name`)}
          description={(layout) => t(`settings.layouts.${layout}.description`)}
          preview={(layout) => <LayoutSketch layout={layout} />}
          className="grid-cols-1 sm:grid-cols-2"
        />
        <ChoiceCards
          legend={t('settings.cardSkin')}
          name="cardSkin"
          value={settings.cardSkin}
          options={CARD_SKINS}
          onChange={(cardSkin) => update({ cardSkin })}
          label={(skin) => t(`settings.cardSkins.${skin}`)}
          preview={(skin) => (
            <span aria-hidden="true" className="flex h-14 items-center rounded-lg bg-surface p-2">
              <span
                className={
                  skin === 'shadow'
                    ? 'h-full w-full rounded-md bg-surface-raised shadow-md shadow-black/20'
                    : 'h-full w-full rounded-md border border-line-strong bg-surface-raised'
                }
              />
            </span>
          )}
          className="grid-cols-1 sm:grid-cols-2"
        />
      </Section>

      <Section title={t('settings.sections.colours')}>
        <ChoiceCards
          legend={t('settings.lightScheme')}
          name="lightColorScheme"
          value={settings.lightColorScheme}
          options={LIGHT_SCHEMES}
          onChange={(lightColorScheme) => update({ lightColorScheme })}
          label={(scheme) => t(`settings.lightSchemes.${scheme}`)}
          preview={(scheme) => <SurfaceSwatch data-swatch-light={scheme} />}
          className="grid-cols-2 sm:grid-cols-4"
        />
        <ChoiceCards
          legend={t('settings.darkScheme')}
          name="darkColorScheme"
          value={settings.darkColorScheme}
          options={DARK_SCHEMES}
          onChange={(darkColorScheme) => update({ darkColorScheme })}
          label={(scheme) => t(`settings.darkSchemes.${scheme}`)}
          preview={(scheme) => <SurfaceSwatch data-swatch-dark={scheme} />}
          className="grid-cols-2 sm:grid-cols-4"
        />
        <ChoiceCards
          legend={t('settings.primaryScheme')}
          name="primaryColorScheme"
          value={settings.primaryColorScheme}
          options={PRIMARY_SCHEMES}
          onChange={(primaryColorScheme) => update({ primaryColorScheme })}
          label={(scheme) => t(`settings.primarySchemes.${scheme}`)}
          preview={(scheme) => (
            <span data-swatch-primary={scheme} aria-hidden="true" className="flex h-8 gap-1">
              <span className="flex-2 rounded-md bg-primary-700" />
              <span className="flex-1 rounded-md bg-primary-400" />
              <span className="flex-1 rounded-md bg-primary-100" />
            </span>
          )}
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
        />
      </Section>

      <Section title={t('settings.sections.notifications')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('settings.notifications.position')}
            value={settings.notification.position}
            onChange={(event) =>
              update({ notification: { position: event.target.value as ToastPosition } })
            }
            className="sm:w-64"
          >
            {TOAST_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {t(`settings.notifications.positions.${position}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('settings.notifications.visibleToasts')}
            value={settings.notification.visibleToasts}
            onChange={(event) =>
              update({ notification: { visibleToasts: Number(event.target.value) } })
            }
            className="sm:w-64"
          >
            {Array.from(
              { length: MAX_VISIBLE_TOASTS - MIN_VISIBLE_TOASTS + 1 },
              (_, i) => i + MIN_VISIBLE_TOASTS,
            ).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={expandId}
            type="checkbox"
            checked={settings.notification.isExpanded}
            onChange={(event) => update({ notification: { isExpanded: event.target.checked } })}
            aria-describedby={`${expandId}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-primary-700 dark:accent-primary-300"
          />
          <div>
            <label htmlFor={expandId} className="text-sm font-medium text-fg">
              {t('settings.notifications.expand')}
            </label>
            <p id={`${expandId}-hint`} className="text-sm text-fg-muted">
              {t('settings.notifications.expandHint')}
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={() => toast(t('settings.notifications.sample'))}>
          <BellRing aria-hidden="true" className="size-4" />
          {t('settings.notifications.try')}
        </Button>
      </Section>

      <Section title={t('settings.sections.language')}>
        <LanguageSwitcher />
      </Section>
    </div>
  );
}

/** Puts every display setting back to the seed's defaults. */
export function ResetDisplaySettingsButton() {
  const { t } = useTranslation();
  const { reset } = useDisplaySettings();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        reset();
        toast.success(t('settings.resetDone'));
      }}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {t('settings.reset')}
    </Button>
  );
}
