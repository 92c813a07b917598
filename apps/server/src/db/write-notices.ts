import pg from 'pg';
import type { ReadCache } from './read-cache.js';
import type { Written } from './table-tracking.js';

/*
 * PostgreSQL instances tell each other which tables they wrote, so that each one's read cache
 * forgets what it read from them: NOTIFY on the writer's connection, delivered with its commit,
 * and LISTEN on a connection of each instance's own.
 */

/** The channel of those notices. */
export const WRITES_CHANNEL = 'slidewise_writes';

const payloadOf = (tables: Written) => (tables === 'all' ? 'all' : [...tables].join(','));
const writtenIn = (payload: string): Written =>
  payload === 'all' ? 'all' : new Set(payload.split(','));

/**
 * The notice of a write, sent on the write's own connection and delivered to every instance
 * (this one too) at commit. Without parameters, so that it can share a round trip with the
 * commit (`table-tracking.ts`).
 */
export const writeNotice = (tables: Written) =>
  `select pg_notify(${pg.escapeLiteral(WRITES_CHANNEL)}, ${pg.escapeLiteral(payloadOf(tables))})`;

/**
 * Hears the other instances' writes (LISTEN on a connection of its own). The cache is on only
 * while it listens: a lost connection turns it off, and it comes back empty once reconnected.
 */
export function hearWrites(
  connectionString: string,
  cache: ReadCache,
  onError: (e: Error) => void,
) {
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const lost = (client: pg.Client) => {
    if (listening === client) listening = undefined;
    cache.setEnabled(false);
    client.removeAllListeners();
    client.on('error', () => {});
    client.end().catch(() => {});
    if (!closed && !retry) retry = setTimeout(listen, 1000);
  };
  async function listen() {
    retry = undefined;
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => cache.written(writtenIn(message.payload ?? 'all')));
    client.on('error', (error) => {
      onError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${WRITES_CHANNEL}`);
      if (closed) return void (await client.end());
      listening = client;
      cache.setEnabled(true);
    } catch (error) {
      onError(error as Error);
      lost(client);
    }
  }
  cache.setEnabled(false);
  void listen();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = listening;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end();
    }
  };
}
