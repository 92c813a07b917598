/** Waits between attempts after a failure that may pass (no network, a 5xx): 1 s, 2 s, 4 s, … 15 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];

export interface QueueStatus {
  /** Events not yet accepted by the server. */
  pending: number;
  /** The oldest one failed and is waiting to be tried again. */
  retrying: boolean;
}

interface Job<E, R> {
  event: E;
  key: string;
  promise: Promise<R>;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A 4xx (other than a timeout or a rate limit) will be refused the same way again. */
export function isPermanentFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof status === 'number' && status >= 400 && status < 500 && ![408, 429].includes(status)
  );
}

/**
 * Sends progress events one at a time, in order, so the server's "last slide"
 * is always the newest one. A failure that may pass is retried with growing
 * pauses, keeping the event (and every later one) until it is accepted; the
 * learner keeps moving meanwhile. A refusal (4xx) rejects that event only.
 * Pushing the same event as the one waiting last in line shares its answer.
 */
export class ProgressQueue<E, R> {
  private jobs: Job<E, R>[] = [];
  private running = false;
  private stopped = false;
  private retrying = false;

  constructor(
    private send: (event: E) => Promise<R>,
    private readonly options: {
      onStatus?: (status: QueueStatus) => void;
      wait?: (ms: number) => Promise<void>;
      delays?: number[];
    } = {},
  ) {}

  /** Later events go through `send` (the caller's handler may change between renders). */
  setSender(send: (event: E) => Promise<R>) {
    this.send = send;
  }

  push(event: E): Promise<R> {
    const key = JSON.stringify(event);
    const last = this.jobs.at(-1);
    // The first job may be in flight already; a repeat of a later one is the same request.
    if (last && this.jobs.length > 1 && last.key === key) return last.promise;
    let resolve!: (result: R) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<R>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // The caller may only care about some answers; a rejection nobody awaits is not an error.
    promise.catch(() => undefined);
    this.jobs.push({ event, key, promise, resolve, reject });
    this.report();
    void this.pump();
    return promise;
  }

  /** Stops sending (the player is gone); what is left is dropped. */
  stop() {
    this.stopped = true;
    this.jobs = [];
    this.retrying = false;
  }

  /** Sends again after a stop (a remount). */
  start() {
    this.stopped = false;
    void this.pump();
  }

  get status(): QueueStatus {
    return { pending: this.jobs.length, retrying: this.retrying };
  }

  private report() {
    this.options.onStatus?.(this.status);
  }

  private settle(job: Job<E, R>) {
    const index = this.jobs.indexOf(job);
    if (index === -1) return false; // dropped by a stop meanwhile
    this.jobs.splice(index, 1);
    this.retrying = false;
    return true;
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    const wait = this.options.wait ?? sleep;
    const delays = this.options.delays ?? RETRY_DELAYS_MS;
    let attempt = 0;
    while (!this.stopped && this.jobs.length > 0) {
      const job = this.jobs[0]!;
      try {
        const result = await this.send(job.event);
        attempt = 0;
        if (this.settle(job)) job.resolve(result);
      } catch (error) {
        if (isPermanentFailure(error)) {
          attempt = 0;
          if (this.settle(job)) job.reject(error);
        } else if (this.jobs.includes(job)) {
          this.retrying = true;
          this.report();
          await wait(delays[Math.min(attempt, delays.length - 1)]!);
          attempt += 1;
          continue;
        }
      }
      this.report();
    }
    this.running = false;
  }
}
