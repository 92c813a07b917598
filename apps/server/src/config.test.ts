import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'slidewise-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      logLevel: 'info',
      trustedOrigins: ['http://localhost:3000'],
      passwordPolicy: { minLength: 8, maxLength: 128, requireUppercase: false },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ TRUSTED_ORIGINS: 'https://ok.example, nope' }, 'TRUSTED_ORIGINS'],
    [{ PASSWORD_REQUIRE_NUMERIC: 'yes' }, 'PASSWORD_REQUIRE_NUMERIC'],
  ])('stops with a one-line message naming the variable for %o', (env, name) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message.startsWith(`Invalid configuration: ${name}`)).toBe(true);
      expect(message).not.toContain('\n');
    }
  });

  it('generates AUTH_SECRET once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    const second = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40) }).authSecret).toBe(
      'x'.repeat(40),
    );
  });

  it('switches to PostgreSQL with a postgres:// URL and trusts extra origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/slidewise',
      PUBLIC_URL: 'https://learn.example.com/',
      TRUSTED_ORIGINS: 'https://admin.example.com',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/slidewise');
    expect(config.publicUrl).toBe('https://learn.example.com');
    expect(config.trustedOrigins).toEqual([
      'https://learn.example.com',
      'https://admin.example.com',
    ]);
  });
});
