import pg from 'pg';

/**
 * Texts that stay unnamed:
 * - a `*` projection (`select *`, `t.*`, `returning *`): a column added to its table (another
 *   instance's migration) changes its result, which PostgreSQL refuses for a prepared statement;
 * - a list of values (`in ($1, $2, …)`, rows of an insert): one text per length.
 */
const UNNAMED = [/(?:select|returning|,)\s+\*|"\.\*/i, /\bin\s*\(\s*\$\d+\s*,|\)\s*,\s*\(\s*\$/i];

/** Where PostgreSQL refuses a prepared statement whose result changed (ALTER COLUMN … TYPE). */
const RESULT_CHANGED = 'RevalidateCachedQuery';

/**
 * The class of the pool's clients: each parameterized statement runs as a named prepared
 * statement of its connection, which PostgreSQL parses and plans once per connection instead
 * of on every call (the progress post, six statements: 337 → 501 posts/s in one run). At most
 * `limit` texts get a name, the first ones seen of those `UNNAMED` leaves out; the rest run
 * unnamed, as before. So each connection holds at most `limit` plans.
 *
 * A schema change that alters a named statement's result still fails its next run: the text
 * then gets a new name, prepared afresh, and a statement outside a transaction runs again under
 * it at once. One in a transaction fails with it.
 */
export function preparingClient(limit = 250): typeof pg.Client {
  const names = new Map<string, string>();
  let made = 0;
  const rename = (text: string) => {
    const name = `slidewise_${++made}`;
    names.set(text, name);
    return name;
  };
  const nameOf = (text: string) =>
    names.get(text) ??
    (names.size < limit && !UNNAMED.some((shape) => shape.test(text)) ? rename(text) : undefined);

  return class PreparingClient extends pg.Client {
    private corked = false;

    // Every form of pg's `query` passes through; only a promised, parameterized text is named.
    // (`never`: the answer is each overload's own, which one signature cannot spell.)
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      this.writeInOne();
      if (typeof config === 'string' && Array.isArray(values) && values.length && !callback) {
        const name = nameOf(config);
        if (name) return this.prepared(config, values, name) as never;
      }
      return super.query(config as never, values as never, callback as never) as never;
    }

    /**
     * In pipeline mode pg sends each statement at once, without waiting for the one before:
     * those sent in one go (a transaction's held statements and the next, `table-tracking.ts`)
     * then leave in one write instead of one each.
     */
    private writeInOne() {
      const { stream } = this.connection;
      if (this.corked || !this.pipeline || !stream.cork) return;
      this.corked = true;
      stream.cork();
      queueMicrotask(() => {
        this.corked = false;
        stream.uncork();
      });
    }

    private async prepared(text: string, values: unknown[], name: string) {
      try {
        return await super.query({ text, values, name });
      } catch (error) {
        if ((error as pg.DatabaseError).routine !== RESULT_CHANGED) throw error;
        // Another connection may have renamed it already.
        const fresh = names.get(text) === name ? rename(text) : names.get(text)!;
        if (this.getTransactionStatus() !== 'I') throw error;
        return super.query({ text, values, name: fresh });
      }
    }
  };
}
