/** The one localStorage key holding every display setting. */
export const DISPLAY_SETTINGS_KEY = 'slidewise.display';

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const THEME_LAYOUTS = ['main-layout', 'sideblock'] as const;
export const CARD_SKINS = ['bordered', 'shadow'] as const;
export const LIGHT_SCHEMES = ['slate', 'gray', 'zinc', 'stone'] as const;
export const DARK_SCHEMES = ['cinder', 'midnight', 'graphite', 'plum'] as const;
export const PRIMARY_SCHEMES = ['main', 'indigo', 'teal', 'rose', 'emerald', 'sky'] as const;
/** Sonner's six toast positions. */
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export const MIN_VISIBLE_TOASTS = 1;
export const MAX_VISIBLE_TOASTS = 9;

export type ThemeMode = (typeof THEME_MODES)[number];
export type Theme = Exclude<ThemeMode, 'system'>;
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];
export type CardSkin = (typeof CARD_SKINS)[number];
export type LightScheme = (typeof LIGHT_SCHEMES)[number];
export type DarkScheme = (typeof DARK_SCHEMES)[number];
export type PrimaryScheme = (typeof PRIMARY_SCHEMES)[number];
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

// Each field's check. Written out rather than a zod schema: every screen reads the settings
// before its first paint, the sign-in screens too, and those load without zod.
type Check<T> = (value: unknown) => value is T;
const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    (values as readonly unknown[]).includes(value);
const isBoolean: Check<boolean> = (value) => typeof value === 'boolean';
const isVisibleToasts: Check<number> = (value): value is number =>
  Number.isInteger(value) &&
  (value as number) >= MIN_VISIBLE_TOASTS &&
  (value as number) <= MAX_VISIBLE_TOASTS;

const notificationShape = {
  isExpanded: isBoolean,
  position: oneOf(TOAST_POSITIONS),
  visibleToasts: isVisibleToasts,
};

const settingsShape = {
  themeMode: oneOf(THEME_MODES),
  themeLayout: oneOf(THEME_LAYOUTS),
  cardSkin: oneOf(CARD_SKINS),
  isMonochrome: isBoolean,
  darkColorScheme: oneOf(DARK_SCHEMES),
  lightColorScheme: oneOf(LIGHT_SCHEMES),
  primaryColorScheme: oneOf(PRIMARY_SCHEMES),
};

type Checked<Shape> = { [K in keyof Shape]: Shape[K] extends Check<infer T> ? T : never };
export type NotificationSettings = Checked<typeof notificationShape>;
export type DisplaySettings = Checked<typeof settingsShape> & {
  notification: NotificationSettings;
};

/** A change to some settings; the notification group may be changed one field at a time. */
export type DisplaySettingsPatch = Partial<Omit<DisplaySettings, 'notification'>> & {
  notification?: Partial<NotificationSettings>;
};

/** The seed's defaults (section 9). */
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = Object.freeze({
  themeMode: 'light',
  themeLayout: 'main-layout',
  cardSkin: 'bordered',
  isMonochrome: false,
  darkColorScheme: 'cinder',
  lightColorScheme: 'slate',
  primaryColorScheme: 'main',
  notification: Object.freeze({ isExpanded: false, position: 'bottom-right', visibleToasts: 4 }),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Takes each field of `raw` that passes its check; any other field keeps its fallback. */
function pickValid<T extends object>(
  shape: { [K in keyof T]: Check<T[K]> },
  raw: unknown,
  fallback: T,
): T {
  const source = isRecord(raw) ? raw : {};
  const out = { ...fallback };
  for (const key of Object.keys(shape) as (keyof T)[]) {
    const value = source[key as string];
    if (shape[key](value)) out[key] = value;
  }
  return out;
}

/**
 * Reads stored settings field by field, so one stale or damaged value (an old layout
 * name, a wrong type) falls back to its own default without losing the others. Never throws.
 */
export function parseDisplaySettings(raw: unknown): DisplaySettings {
  const { notification: defaultNotification, ...defaults } = DEFAULT_DISPLAY_SETTINGS;
  const base = pickValid(settingsShape, raw, defaults);
  const notification = pickValid(
    notificationShape,
    isRecord(raw) ? raw.notification : undefined,
    defaultNotification,
  );
  return { ...base, notification };
}

/** Parses the stored JSON text; missing or corrupt text gives all defaults. */
export function parseStoredDisplaySettings(text: string | null): DisplaySettings {
  if (text === null) return parseDisplaySettings(undefined);
  try {
    return parseDisplaySettings(JSON.parse(text));
  } catch {
    return parseDisplaySettings(undefined);
  }
}

/** Applies a change. Missing or invalid values in the change keep the current ones. */
export function mergeDisplaySettings(
  current: DisplaySettings,
  patch: DisplaySettingsPatch,
): DisplaySettings {
  const { notification, ...rest } = current;
  return {
    ...pickValid(settingsShape, patch, rest),
    notification: pickValid(notificationShape, patch.notification, notification),
  };
}

/** The theme actually shown: `system` follows the device's dark-colour preference. */
export function resolveTheme(mode: ThemeMode, prefersDark: boolean): Theme {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

/** Reads the stored settings; storage that cannot be read (privacy mode) gives the defaults. */
export function readDisplaySettings(
  storage: Pick<Storage, 'getItem'> | undefined,
): DisplaySettings {
  try {
    return parseStoredDisplaySettings(storage?.getItem(DISPLAY_SETTINGS_KEY) ?? null);
  } catch {
    return parseDisplaySettings(undefined);
  }
}

export function writeDisplaySettings(
  storage: Pick<Storage, 'setItem'> | undefined,
  settings: DisplaySettings,
): void {
  try {
    storage?.setItem(DISPLAY_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Full or blocked storage: the settings still apply for this visit.
  }
}
