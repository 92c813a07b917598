// The parts of oidc-provider (which ships no types) the local test provider uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';
  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, id: string) => Account | Promise<Account>;
      },
    );
    listen(port: number, host: string, callback: () => void): Server;
    on(event: string, listener: (ctx: unknown, error: unknown) => void): this;
  }
}
