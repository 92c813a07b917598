import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createTestApp, type Dialect, type TestApp } from './test-app.js';

/**
 * A handle on a value a `beforeAll` makes: the describe block holds it from the start,
 * its tests read through it once the value exists.
 */
function late<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} is used before its beforeAll ran`);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The setup of an API test file's describe block: boots one app on `dialect` with
 * the settings `env` (with `mail`, first an SMTP sink the app sends to) before the
 * block's tests and closes both after them. `env` as a function is read at boot,
 * once earlier hooks have started what it names (an S3 server, an identity provider).
 */
export function useTestApp(
  dialect: Dialect,
  options: {
    env?: Record<string, string> | (() => Record<string, string>);
    mail?: boolean;
  } = {},
): { t: TestApp; mail: SmtpSink } {
  let app: TestApp | undefined;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    if (options.mail) sink = await startSmtpSink();
    const { env = {} } = options;
    const settings = typeof env === 'function' ? env() : env;
    app = await createTestApp(dialect, sink ? { SMTP_URL: sink.url, ...settings } : settings);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });
  return { t: late('the test app', () => app), mail: late('the mail sink', () => sink) };
}
