import { Archive, ArchiveRestore, EyeOff, Send, type LucideIcon } from 'lucide-react';
import type { StatusAction } from '../lib/status-actions';

export const STATUS_ACTION_LABELS: Record<StatusAction, string> = {
  publish: 'courses.actions.publish',
  unpublish: 'courses.actions.unpublish',
  archive: 'courses.actions.archive',
  restore: 'courses.actions.restore',
};

export const STATUS_ACTION_ICONS: Record<StatusAction, LucideIcon> = {
  publish: Send,
  unpublish: EyeOff,
  archive: Archive,
  restore: ArchiveRestore,
};
