import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_SETTINGS,
  DISPLAY_SETTINGS_KEY,
  mergeDisplaySettings,
  parseDisplaySettings,
  parseStoredDisplaySettings,
  readDisplaySettings,
  resolveTheme,
  writeDisplaySettings,
  type DisplaySettings,
} from './display-settings';

const custom: DisplaySettings = {
  themeMode: 'dark',
  themeLayout: 'sideblock',
  cardSkin: 'shadow',
  isMonochrome: true,
  darkColorScheme: 'midnight',
  lightColorScheme: 'stone',
  primaryColorScheme: 'teal',
  notification: { isExpanded: true, position: 'top-center', visibleToasts: 7 },
};

describe('display setting defaults', () => {
  it('are the seed values', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toEqual({
      themeMode: 'light',
      themeLayout: 'main-layout',
      cardSkin: 'bordered',
      isMonochrome: false,
      darkColorScheme: 'cinder',
      lightColorScheme: 'slate',
      primaryColorScheme: 'main',
      notification: { isExpanded: false, position: 'bottom-right', visibleToasts: 4 },
    });
    expect(DISPLAY_SETTINGS_KEY).toBe('slidewise.display');
  });
});

describe('parseStoredDisplaySettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(parseStoredDisplaySettings(null)).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('gives the defaults for corrupt JSON, and does not throw', () => {
    expect(parseStoredDisplaySettings('{not json')).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(parseStoredDisplaySettings('')).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('gives the defaults for JSON that is not an object', () => {
    for (const text of ['null', '42', '"dark"', '[1,2]', 'true']) {
      expect(parseStoredDisplaySettings(text)).toEqual(DEFAULT_DISPLAY_SETTINGS);
    }
  });

  it('round-trips valid settings', () => {
    expect(parseStoredDisplaySettings(JSON.stringify(custom))).toEqual(custom);
  });
});

describe('parseDisplaySettings', () => {
  it('replaces only the bad fields with their defaults', () => {
    const parsed = parseDisplaySettings({
      ...custom,
      themeLayout: 'horizontal', // a stale layout name
      isMonochrome: 'yes',
      primaryColorScheme: 42,
      notification: { isExpanded: true, position: 'middle', visibleToasts: 7 },
    });
    expect(parsed).toEqual({
      ...custom,
      themeLayout: 'main-layout',
      isMonochrome: false,
      primaryColorScheme: 'main',
      notification: { isExpanded: true, position: 'bottom-right', visibleToasts: 7 },
    });
  });

  it('rejects visible-toast counts that are not small whole numbers', () => {
    for (const visibleToasts of [0, -1, 2.5, 10, '4', null]) {
      expect(
        parseDisplaySettings({ notification: { visibleToasts } }).notification.visibleToasts,
      ).toBe(4);
    }
    expect(
      parseDisplaySettings({ notification: { visibleToasts: 1 } }).notification.visibleToasts,
    ).toBe(1);
    expect(
      parseDisplaySettings({ notification: { visibleToasts: 9 } }).notification.visibleToasts,
    ).toBe(9);
  });

  it('accepts each of the six toast positions', () => {
    for (const position of [
      'top-left',
      'top-center',
      'top-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]) {
      expect(parseDisplaySettings({ notification: { position } }).notification.position).toBe(
        position,
      );
    }
  });

  it('fills in a missing or malformed notification group', () => {
    expect(parseDisplaySettings({ themeMode: 'dark', notification: 'loud' })).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      themeMode: 'dark',
    });
  });

  it('drops unknown fields', () => {
    expect(parseDisplaySettings({ ...custom, extra: 1 })).not.toHaveProperty('extra');
  });

  it('never hands out the shared defaults object', () => {
    const parsed = parseDisplaySettings(undefined);
    expect(parsed).not.toBe(DEFAULT_DISPLAY_SETTINGS);
    expect(parsed.notification).not.toBe(DEFAULT_DISPLAY_SETTINGS.notification);
  });
});

describe('mergeDisplaySettings', () => {
  it('changes the given fields and keeps the rest', () => {
    const next = mergeDisplaySettings(custom, { themeMode: 'system', cardSkin: 'bordered' });
    expect(next).toEqual({ ...custom, themeMode: 'system', cardSkin: 'bordered' });
  });

  it('changes one notification field without losing the others', () => {
    const next = mergeDisplaySettings(custom, { notification: { position: 'bottom-left' } });
    expect(next.notification).toEqual({
      isExpanded: true,
      position: 'bottom-left',
      visibleToasts: 7,
    });
  });

  it('ignores invalid values instead of resetting the current ones', () => {
    const next = mergeDisplaySettings(custom, {
      themeMode: 'sepia' as never,
      notification: { visibleToasts: 100 },
    });
    expect(next).toEqual(custom);
  });

  it('does not change its input', () => {
    const before = structuredClone(custom);
    mergeDisplaySettings(custom, { notification: { isExpanded: false }, isMonochrome: false });
    expect(custom).toEqual(before);
  });
});

describe('resolveTheme', () => {
  it('keeps light and dark whatever the device prefers', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the device for system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('storage', () => {
  it('reads the defaults when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDisplaySettings(storage)).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('writes JSON under slidewise.display that reads back the same', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    writeDisplaySettings(storage, custom);
    expect(map.has('slidewise.display')).toBe(true);
    expect(readDisplaySettings(storage)).toEqual(custom);
  });

  it('swallows a failing write', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeDisplaySettings(storage, custom)).not.toThrow();
  });
});
