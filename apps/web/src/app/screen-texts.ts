import type { TextSection } from '@/locales/sections';
import { FRAME_TEXTS } from './guest-paths';

/**
 * The sections of texts each screen's code shows beyond the guest ones, by module (under app/),
 * loaded with its code (app/router.tsx, lib/i18n.ts): a learner's list never downloads the
 * leader's reports texts. screen-texts.test.ts checks each list against the keys the module and
 * everything it imports use.
 */
export const SCREEN_TEXTS = {
  'layouts/app-layout': FRAME_TEXTS,
  'routes/dashboard': ['dashboard', 'reports', 'subscription'],
  'routes/learn': ['learning'],
  'routes/learn-course': ['learning', 'player', 'slides'],
  'routes/settings': ['settings'],
  'routes/profile': ['profile'],
  'routes/courses': ['courses', 'dataTable', 'subscription'],
  'routes/course-create': ['courses', 'imports', 'subscription', 'templates'],
  'routes/course-view': ['courses', 'subscription'],
  'routes/course-edit': ['courses', 'subscription'],
  'routes/course-slides': ['editor', 'learning', 'player', 'slides'],
  'routes/course-assign': ['assign', 'compliance', 'dataTable', 'subscription'],
  'routes/reports': ['assign', 'compliance', 'dataTable', 'reports'],
  'routes/groups': ['dataTable', 'groups'],
  'routes/group-create': ['groups', 'subscription'],
  'routes/group-view': ['assign', 'compliance', 'dataTable', 'groups', 'subscription'],
  'routes/group-edit': ['assign', 'compliance', 'dataTable', 'groups', 'subscription'],
  'routes/subscription': ['subscription'],
  'routes/invite': [],
  'routes/join': [],
  'routes/verify-email': [],
  'routes/verify-certificate': ['certificates'],
  'routes/not-found': [],
} satisfies Record<string, readonly TextSection[]>;

export type ScreenModule = keyof typeof SCREEN_TEXTS;
