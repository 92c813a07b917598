import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../db/read-cache.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends what `produce` answers, serialised from the route's response schema once and
     * kept by the read cache, per signed-in user and URL, until a write touches a table it
     * read. For answers that depend on nothing but stored data (not on the time of day).
     * Settles once the answer is sent; the handler returns it.
     */
    cached(produce: () => Promise<unknown>): Promise<void>;
  }
}

export const cachedReadsPlugin = fp(async (app: FastifyInstance, opts: { cache: ReadCache }) => {
  app.decorateReply('cached', async function (this: FastifyReply, produce) {
    const { user, url } = this.request;
    // Kept as bytes: a string would be encoded again on every send.
    const body = await opts.cache.through(`reply ${user.id} ${url}`, async () =>
      Buffer.from(this.serialize(await produce()) as string),
    );
    // The reply is thenable: returning it settles this once the answer is out (compression
    // streams it). Settling sooner, the handler's empty result would be sent in its place.
    return this.type('application/json; charset=utf-8').send(body);
  });
});
