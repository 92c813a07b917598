import Bowser from 'bowser';
import type { AccountSession } from '@slidewise/shared/me/sessions';
import { toIso } from '../../db/schema.js';
import type { sessionsRepository } from './sessions.repository.js';

type Row = Awaited<ReturnType<ReturnType<typeof sessionsRepository>['listActive']>>[number];

const DEVICES = new Set(['desktop', 'mobile', 'tablet']);

/** A session as its owner sees it: browser and system read from the user agent. */
export function presentSession(row: Row, currentId: string): AccountSession {
  const agent = row.user_agent ? Bowser.parse(row.user_agent) : undefined;
  const name = (part?: { name?: string; version?: string }) =>
    part?.name ? [part.name, part.version?.split('.')[0]].filter(Boolean).join(' ') : null;
  const type = agent?.platform.type ?? 'unknown';
  return {
    id: row.id,
    browser: name(agent?.browser),
    os: agent?.os.name ?? null,
    device: DEVICES.has(type) ? (type as AccountSession['device']) : 'unknown',
    ipAddress: row.ip_address,
    createdAt: toIso(row.created_at),
    lastSeenAt: toIso(row.updated_at),
    current: row.id === currentId,
  };
}
