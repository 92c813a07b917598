import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface RateLimiter {
  /** Counts one attempt for `key`; returns seconds to wait when over the limit, else null. */
  hit(key: string): Promise<number | null>;
}

/**
 * A fixed-window limiter: in process by default, in Redis when a client is given,
 * so several instances behind a load balancer share one count.
 */
export function createRateLimiter(options: {
  name: string;
  points: number;
  windowSeconds: number;
  redis?: Redis | undefined;
}): RateLimiter {
  const common = {
    keyPrefix: `slidewise:rl:${options.name}`,
    points: options.points,
    duration: options.windowSeconds,
  };
  const limiter: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({ ...common, storeClient: options.redis })
    : new RateLimiterMemory(common);
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (result) {
        if (result instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
        throw result;
      }
    },
  };
}
