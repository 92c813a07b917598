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
}

/** The protected area's main navigation. */
export const NAV_ITEMS: NavItem[] = [
  {
    to: paths.dashboard,
    labelKey: 'shell.nav.dashboard',
    icon: LayoutDashboard,
    section: [paths.dashboard],
  },
  {
    to: paths.courses,
    labelKey: 'shell.nav.courses',
    icon: BookOpen,
    section: [paths.courses, '/course'],
  },
  {
    to: paths.groups,
    labelKey: 'shell.nav.groups',
    icon: UsersRound,
    section: [paths.groups, '/group'],
  },
  { to: paths.reports, labelKey: 'shell.nav.reports', icon: ChartColumn, section: [paths.reports] },
  {
    to: paths.subscription,
    labelKey: 'shell.nav.subscription',
    icon: CreditCard,
    section: [paths.subscription],
  },
  { to: paths.learn, labelKey: 'shell.nav.learn', icon: GraduationCap, section: [paths.learn] },
];

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
