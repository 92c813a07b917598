import { QUIZ_TYPES } from '@slidewise/shared/courses/quiz';
import { PUBLISH_PROBLEM_CODES } from '@slidewise/shared/courses/publish-check';
import { SLIDE_LAYOUTS } from '@slidewise/shared/courses/slide';
import { FONT_PAIRINGS, THEME_PRESETS } from '@slidewise/shared/courses/theme';
import { PASSWORD_RULES } from '@slidewise/shared/auth/password-policy';
import { PROVIDER_ERROR_KEYS } from '@slidewise/shared/auth/sign-in-methods';
import { ERROR_CODES } from '@slidewise/shared/http/errors';
import { IMPORT_REFUSALS, IMPORT_STATUSES } from '@slidewise/shared/imports/import';
import {
  CARD_SKINS,
  DARK_SCHEMES,
  LIGHT_SCHEMES,
  PRIMARY_SCHEMES,
  THEME_LAYOUTS,
  THEME_MODES,
  TOAST_POSITIONS,
} from '@/features/display-settings/display-settings';
import { TOOLBAR_COMMANDS } from '@/features/slide-editor/components/editor-toolbar';

/**
 * Translation keys the code builds at run time (`t(\`errors.${code}\`)`), by family.
 * The locale test counts them as used, and checks that every member has a sentence.
 * Add a family here whenever a key is built from a value.
 */
export const DYNAMIC_KEYS: { prefix: string; values: readonly string[] }[] = [
  // Server codes, and the client's own (api-client.ts).
  { prefix: 'errors', values: [...ERROR_CODES, 'unknown', 'network_error', 'invalid_response'] },
  { prefix: 'password.rules', values: PASSWORD_RULES },
  { prefix: 'auth.providers.errors', values: PROVIDER_ERROR_KEYS },
  { prefix: 'password', values: ['met', 'unmet'] },
  // Display settings (features/display-settings).
  { prefix: 'shell.theme', values: THEME_MODES },
  { prefix: 'settings.layouts', values: THEME_LAYOUTS },
  { prefix: 'settings.cardSkins', values: CARD_SKINS },
  { prefix: 'settings.lightSchemes', values: LIGHT_SCHEMES },
  { prefix: 'settings.darkSchemes', values: DARK_SCHEMES },
  { prefix: 'settings.primarySchemes', values: PRIMARY_SCHEMES },
  { prefix: 'settings.notifications.positions', values: TOAST_POSITIONS },
  // The publish check's issues (shared/courses/publish-check).
  { prefix: 'courses.publishCheck', values: PUBLISH_PROBLEM_CODES },
  // The slide editor's rich-text toolbar.
  { prefix: 'editor.toolbar', values: TOOLBAR_COMMANDS },
  { prefix: 'imports.status', values: IMPORT_STATUSES },
  { prefix: 'imports.refused', values: IMPORT_REFUSALS },
  {
    prefix: 'groups.members.courseStatus',
    values: ['not_started', 'in_progress', 'completed', 'overdue', 'failed'],
  },
  // Interaction hints (features/player/components/interaction-slide.tsx).
  { prefix: 'slides.layouts', values: SLIDE_LAYOUTS },
  // The editor's theme panel and slide background (features/slide-editor).
  { prefix: 'slides.theme.presets', values: THEME_PRESETS },
  { prefix: 'slides.theme.fonts', values: FONT_PAIRINGS },
  { prefix: 'slides.background.modes', values: ['none', 'color', 'image'] },
  {
    prefix: 'slides.types',
    values: [...QUIZ_TYPES.filter((type) => type !== 'choice'), 'flashcards'],
  },
  {
    prefix: 'slides.play.hint',
    values: ['true_false', 'ordering', 'matching', 'fill_blank', 'poll'],
  },
  // The join page's refusals and the join-link form's fields.
  { prefix: 'join.problem', values: ['join_link_expired', 'join_link_full', 'not_found'] },
  { prefix: 'joinLinks.invalid', values: ['emailDomain', 'expiresAt', 'maxUses'] },
];
