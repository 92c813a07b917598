import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Runs a task after the response; a failure is logged, never thrown. */
  run(task: Promise<unknown>): void;
  /** Waits for every task still running (at shutdown). */
  settle(): Promise<void>;
}

/**
 * Work that need not hold up a response, such as the e-mail behind "forgot
 * password": sending it inline would make an existing address answer measurably
 * slower than an unknown one.
 */
export function backgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task
        .catch((err: unknown) => log.error({ err }, 'a background task failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}
