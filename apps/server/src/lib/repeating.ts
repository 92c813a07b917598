/**
 * Runs `task` every `everyMs` once started, without holding the process open; a failed run
 * goes to `onError` and the next one runs on time.
 */
export function repeating(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      timer = setInterval(() => void task().catch(onError), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
