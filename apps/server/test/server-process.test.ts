import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the real server process (as `npm start` does, from source) on a free port. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) return match[1]!;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`server did not start:\n${output}`);
  };
  running.push(child);
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('stops at once with a one-line message naming a bad variable', async () => {
    const server = startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-')), PORT: 'http' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT Invalid input: expected number, received NaN',
    );
  });

  it('writes e-mail to the outbox without SMTP, logs the link but never the password or secret', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sw-'));
    const server = startServer({ DATA_DIR: dataDir });
    const base = await server.listening();
    const headers = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Out Box',
        email: 'outbox@example.com',
        password: 'very secret words',
      }),
    });
    expect(signUp.status).toBe(200);
    await fetch(`${base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'outbox@example.com' }),
    });

    // The e-mail is queued after the response (see lib/background-tasks.ts), then written by
    // the mail worker (modules/mail): allow for a loaded machine.
    const outbox = join(dataDir, 'outbox');
    // Two e-mails: the sign-up's address verification, and the reset.
    await expect
      .poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0), { timeout: 10_000 })
      .toBe(2);
    const files = readdirSync(outbox);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const mails = await Promise.all(
      files.map((f) => simpleParser(readFileSync(join(dataDir, 'outbox', f)))),
    );
    const mail = mails.find((m) => m.subject?.startsWith('Reset'))!;
    expect(mail.to).toMatchObject({ text: 'outbox@example.com' });
    const link = /reset-password\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(server.output()).toContain(link!);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const secret = readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim();
    expect(server.output()).not.toContain('very secret words');
    expect(server.output()).not.toContain(secret);
    expect(server.output()).toContain('shutting down');
  });

  it('finishes a request in flight before it exits on SIGTERM', async () => {
    const server = startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-')) });
    const base = await server.listening();
    // Argon2 hashing makes sign-up take a while: signal once the server has the request.
    const inFlight = fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        name: 'In Flight',
        email: 'flight@example.com',
        password: 'still flying high',
      }),
    });
    await expect.poll(() => server.output().includes('"url":"/api/auth/sign-up/email"')).toBe(true);
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});
