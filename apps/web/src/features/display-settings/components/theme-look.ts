import { Monitor, Moon, Sun } from 'lucide-react';

// The theme switch's look, shared by its button (theme-toggle.tsx) and its menu (theme-menu.tsx).
export const THEME_MODE_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export const THEME_BUTTON =
  'grid size-10 place-items-center rounded-lg text-fg-muted hover:bg-surface-sunken hover:text-fg data-[state=open]:bg-surface-sunken';
