import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /**
   * The messages to `address` so far; `actions` leaves out the sign-up's "Confirm your
   * e-mail", keeping what people's actions sent.
   */
  to(address: string, options?: { actions?: boolean }): ParsedMail[];
  /** Resolves with the first message to `to` (and matching `subject`), waiting for it to arrive. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** Stops listening (connections are refused), as a mail server outage would. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** While on, every message is answered with a temporary failure (451). */
  refuse(on: boolean): void;
  /** While on, the address itself is refused for good (550 to RCPT TO: no such mailbox). */
  rejectRecipient(address: string, on: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on a random local port that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let refusing = false;
  const rejected = new Set<string>();
  const create = () =>
    new SMTPServer({
      authOptional: true,
      onRcptTo(address, _session, callback) {
        if (rejected.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        } else callback();
      },
      // On stop, drop open (pooled) connections at once, as a crashed server would.
      closeTimeout: 50,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        if (refusing) {
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  let server: SMTPServer | undefined = create();
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  const matches = (mail: ParsedMail, to: string, subject?: RegExp) =>
    mail.to !== undefined &&
    [mail.to]
      .flat()
      .some((a) => a.value.some((v) => v.address?.toLowerCase() === to.toLowerCase())) &&
    (!subject || subject.test(mail.subject ?? ''));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address, { actions = false } = {}) =>
      messages.filter(
        (m) => matches(m, address) && !(actions && m.subject?.startsWith('Confirm your e-mail')),
      ),
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => matches(m, to, subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop,
    refuse: (on) => {
      refusing = on;
    },
    rejectRecipient: (address, on) => {
      if (on) rejected.add(address.toLowerCase());
      else rejected.delete(address.toLowerCase());
    },
    async start() {
      if (server) return;
      server = create();
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}
