import { expect, type APIRequestContext } from '@playwright/test';

export const SINK_HTTP = `http://127.0.0.1:${process.env.SINK_HTTP_PORT ?? 2580}`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest e-mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (
          await fetch(`${SINK_HTTP}/messages?to=${encodeURIComponent(to)}`)
        ).json()) as Mail[];
        found = list
          .slice(after)
          .reverse()
          .find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 10_000, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Has the mail sink refuse an address for good (550 at RCPT TO), or accept it again. */
export async function rejectAddress(to: string, on: boolean): Promise<void> {
  const response = await fetch(`${SINK_HTTP}/reject?to=${encodeURIComponent(to)}`, {
    method: on ? 'POST' : 'DELETE',
  });
  expect(response.status).toBe(204);
}

export async function mailCount(to: string): Promise<number> {
  const list = (await (
    await fetch(`${SINK_HTTP}/messages?to=${encodeURIComponent(to)}`)
  ).json()) as Mail[];
  return list.length;
}

export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}

/** The link in the newest confirmation e-mail to `email` (sent at sign-up or a refused sign-in). */
export async function confirmationLink(email: string, after = 0): Promise<string> {
  // The subject in any of the four languages (the request's, or the account's).
  const subject = /Confirm your e-mail|Confirma tu dirección|أكّد بريدك|确认您在/;
  return linkIn(await waitForMail(email, subject, after), '/api/auth/verify-email');
}

/**
 * Opens the link of the e-mail verification sent at sign-up, as the person would: the
 * address counts as theirs (leaders' groups and courses attach to it) and `request`'s
 * context is signed in (an account is usable only from this link).
 */
export async function confirmAddress(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await confirmationLink(email));
  const response = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(response.status(), `confirming ${email}`).toBe(302);
}
