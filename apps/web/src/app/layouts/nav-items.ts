import {
  BookOpen,
  ChartColumn,
  CreditCard,
  GraduationCap,
  LayoutDashboard,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** Path prefixes that belong to this item (the seed writes `/course/new` beside `/courses`). */
  section: string[];
  /** A leader's tool: not shown to an account that only learns. */
  leaderOnly?: boolean;
}

/** The protected area's main navigation. */
export const NAV_ITEMS: NavItem[] = [
  {
    to: paths.dashboard,
    labelKey: 'shell.nav.dashboard',
    leaderOnly: true,
    icon: LayoutDashboard,
    section: [paths.dashboard],
  },
  {
    to: paths.courses,
    labelKey: 'shell.nav.courses',
    leaderOnly: true,
    icon: BookOpen,
    section: [paths.courses, '/course'],
  },
  {
    to: paths.groups,
    labelKey: 'shell.nav.groups',
    leaderOnly: true,
    icon: UsersRound,
    section: [paths.groups, '/group'],
  },
  {
    to: paths.reports,
    labelKey: 'shell.nav.reports',
    icon: ChartColumn,
    section: [paths.reports],
    leaderOnly: true,
  },
  {
    to: paths.subscription,
    labelKey: 'shell.nav.subscription',
    leaderOnly: true,
    icon: CreditCard,
    section: [paths.subscription],
  },
  { to: paths.learn, labelKey: 'shell.nav.learn', icon: GraduationCap, section: [paths.learn] },
];

/** The items for this account: a leader's tools only once it is known to have a workspace. */
export function navItemsFor(learnerOnly: boolean | undefined): NavItem[] {
  return learnerOnly === false ? NAV_ITEMS : NAV_ITEMS.filter((item) => !item.leaderOnly);
}

/**
 * `page` on the item's own path, `section` on a screen beneath it (a course, a new group),
 * otherwise undefined.
 */
export function navItemState(pathname: string, item: NavItem): 'page' | 'section' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return 'page';
  return item.section.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
    ? 'section'
    : undefined;
}
