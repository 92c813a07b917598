import { describe, expect, it, vi } from 'vitest';
import { isPermanentFailure, ProgressQueue, type QueueStatus } from './progress-queue';

const failure = (status: number) => Object.assign(new Error(`status ${status}`), { status });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('isPermanentFailure', () => {
  it('gives up on a refusal, keeps trying after network trouble, timeouts, rate limits and 5xx', () => {
    expect(isPermanentFailure(failure(422))).toBe(true);
    expect(isPermanentFailure(failure(404))).toBe(true);
    expect(isPermanentFailure(failure(0))).toBe(false);
    expect(isPermanentFailure(failure(429))).toBe(false);
    expect(isPermanentFailure(failure(503))).toBe(false);
    expect(isPermanentFailure(new TypeError('fetch failed'))).toBe(false);
  });
});

describe('ProgressQueue', () => {
  it('sends events one at a time, in the order they came', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const queue = new ProgressQueue<string, string>(async (event) => {
      sent.push(`start ${event}`);
      if (event === 'a') await new Promise<void>((resolve) => (release = resolve));
      sent.push(`end ${event}`);
      return event.toUpperCase();
    });
    const a = queue.push('a');
    const b = queue.push('b');
    await flush();
    expect(sent).toEqual(['start a']);
    release();
    expect(await a).toBe('A');
    expect(await b).toBe('B');
    expect(sent).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('retries a failure that may pass, with growing pauses, and keeps later events waiting', async () => {
    const waits: number[] = [];
    const statuses: QueueStatus[] = [];
    let failures = 2;
    const send = vi.fn(async (event: string) => {
      if (event === 'a' && failures-- > 0) throw failure(0);
      return event;
    });
    const queue = new ProgressQueue<string, string>(send, {
      wait: async (ms) => void waits.push(ms),
      delays: [10, 20],
      onStatus: (status) => statuses.push(status),
    });
    const a = queue.push('a');
    const b = queue.push('b');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(waits).toEqual([10, 20]);
    expect(send.mock.calls.map(([event]) => event)).toEqual(['a', 'a', 'a', 'b']);
    expect(statuses).toContainEqual({ pending: 2, retrying: true });
    expect(queue.status).toEqual({ pending: 0, retrying: false });
  });

  it('rejects a refused event and goes on with the next', async () => {
    const queue = new ProgressQueue<string, string>(async (event) => {
      if (event === 'bad') throw failure(422);
      return event;
    });
    const bad = queue.push('bad');
    const good = queue.push('good');
    await expect(bad).rejects.toMatchObject({ status: 422 });
    expect(await good).toBe('good');
  });

  it('shares one request for the same event pushed twice while it waits', async () => {
    let release!: () => void;
    const send = vi.fn(async (event: string) => {
      if (event === 'first') await new Promise<void>((resolve) => (release = resolve));
      return event;
    });
    const queue = new ProgressQueue<string, string>(send);
    void queue.push('first');
    const one = queue.push('again');
    const two = queue.push('again');
    expect(two).toBe(one);
    await flush();
    release();
    await one;
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing more once stopped', async () => {
    const send = vi.fn(async (event: string) => event);
    const queue = new ProgressQueue<string, string>(send);
    queue.stop();
    void queue.push('a');
    await flush();
    expect(send).not.toHaveBeenCalled();
    queue.start();
    await flush();
    expect(send).toHaveBeenCalledWith('a');
  });
});
