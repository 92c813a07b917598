import { useEffect, useState } from 'react';
import { ProgressQueue, type QueueStatus } from '../lib/progress-queue';

/**
 * One ordered, retrying sender of progress events for the player's lifetime.
 * `send` may change between renders; the newest one is used.
 */
export function useProgressQueue<E, R>(send: ((event: E) => Promise<R>) | undefined) {
  const [status, setStatus] = useState<QueueStatus>({ pending: 0, retrying: false });
  const [queue] = useState(
    () =>
      new ProgressQueue<E, R>(
        (event) => (send ? send(event) : Promise.reject(new Error('no sender'))),
        {
          onStatus: setStatus,
        },
      ),
  );

  useEffect(() => {
    if (send) queue.setSender(send);
  }, [queue, send]);

  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);

  return { queue, status };
}
