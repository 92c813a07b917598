import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif } from '../test/helpers/files.js';
import { startSmtpSink, type SmtpSink } from '../test/helpers/smtp-sink.js';
import { startCluster, type Cluster } from './cluster.js';

// Ports: CLUSTER_PORT (nginx, then the two instances), and those of PostgreSQL, Redis and S3.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports = {
  http: port('CLUSTER_PORT', 8061),
  postgres: port('CLUSTER_PG_PORT', 25462),
  redis: port('CLUSTER_REDIS_PORT', 26462),
  s3: port('CLUSTER_S3_PORT', 4563),
};

/** A browser: keeps cookies, sends the app's origin, talks to one base URL (or another, same cookies). */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const isForm = body instanceof FormData;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: this.origin,
        ...(this.cookies.size
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      // A redirect's cookies are the browser's too (the confirmation link signs in, then redirects).
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!, value.join('='));
    }
    return res;
  }
}

describe('the cluster: two instances behind nginx, one killed and restarted mid-journey', () => {
  let cluster: Cluster;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    cluster = await startCluster(ports, { env: { SMTP_URL: sink.url, MAIL_POLL_SECONDS: '1' } });
  });
  afterAll(async () => {
    await cluster?.stop();
    await sink?.close();
  });

  it('keeps sessions, files and every acknowledged write across instances', async () => {
    const [one, two] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const lb = cluster.url;
    const leader = new Browser(lb);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers checked by the assertions
    const ok = async (res: Response, status = 200): Promise<any> => {
      expect(res.status, await res.clone().text()).toBe(status);
      return res.json();
    };

    // Sign up through the balancer and open the e-mailed confirmation link, which signs
    // the account in; the session works on each instance directly.
    await ok(
      await leader.request(lb, 'POST', '/api/auth/sign-up/email', {
        name: 'Lead',
        email: 'lead@cluster.test',
        password: 'a-strong-passphrase',
      }),
    );
    const confirmation = await sink.waitFor('lead@cluster.test', /Confirm your e-mail/, 30_000);
    const link = new URL(
      /https?:\/\/\S+\/api\/auth\/verify-email\S*/.exec(confirmation.text ?? '')![0],
    );
    const confirmed = await leader.request(lb, 'GET', `${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    for (const instance of [one, two]) {
      expect((await leader.request(instance.url, 'GET', '/api/v1/me')).status).toBe(200);
    }

    // A cover image, uploaded through the balancer, is the same file on both instances.
    const form = new FormData();
    form.append('file', new Blob([gif()], { type: 'image/gif' }), 'cover.gif');
    const cover = await ok(
      await leader.request(lb, 'POST', '/api/v1/uploads?kind=image', form),
      201,
    );
    const digest = async (res: Response) =>
      createHash('sha256')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('hex');
    const expected = createHash('sha256').update(gif()).digest('hex');
    for (const instance of [one, two]) {
      expect(await digest(await fetch(`${instance.url}${cover.url}`))).toBe(expected);
    }
    const range = await fetch(`${lb}${cover.url}`, { headers: { range: 'bytes=0-5' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString('latin1')).toBe('GIF89a');

    const course = await ok(
      await leader.request(lb, 'POST', '/api/v1/courses', {
        title: 'Evacuation',
        coverImageId: cover.id,
      }),
      201,
    );
    const slides: { id: string }[] = [];
    for (const title of ['Exits', 'Assembly point']) {
      slides.push(
        await ok(
          await leader.request(lb, 'POST', `/api/v1/courses/${course.id}/slides`, {
            kind: 'content',
            title,
            body: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: title }] }],
            },
          }),
          201,
        ),
      );
    }

    // Instance one crashes with requests in flight. Each answer is either an
    // acknowledgement (and then the slide exists) or a gateway error, never a hang.
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      leader.request(lb, 'POST', `/api/v1/courses/${course.id}/slides`, {
        kind: 'content',
        title: `Extra ${i}`,
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    await one.kill();
    const answers = await Promise.all(inFlight);
    expect(answers.every((res) => res.status === 201 || res.status === 502)).toBe(true);
    const acknowledged = await Promise.all(
      answers
        .filter((res) => res.status === 201)
        .map(async (res) => ((await res.json()) as { id: string }).id),
    );
    // The balancer sends everything to instance two from now on.
    const published = await ok(
      await leader.request(lb, 'PATCH', `/api/v1/courses/${course.id}`, {
        version: 1,
        status: 'published',
      }),
    );
    expect(published.status).toBe('published');
    const assigned = await ok(
      await leader.request(lb, 'POST', `/api/v1/courses/${course.id}/assignees`, {
        emails: ['learner@cluster.test'],
      }),
    );
    expect(assigned).toMatchObject({ invited: 1 });

    // Instance one comes back while the journey goes on.
    await one.start();
    const invitation = await sink.waitFor('learner@cluster.test', /invited you/, 30_000);
    const token = /\/invite\/([\w-]+)/.exec(invitation.text ?? '')![1]!;
    const learner = new Browser(lb);
    await ok(
      await learner.request(lb, 'POST', `/api/v1/invitations/${token}/accept`, {
        name: 'Learner',
        password: 'learner passphrase',
      }),
    );
    const player = await ok(await learner.request(lb, 'GET', `/api/v1/learning/${course.id}`));
    const slideIds = (player.slides as { id: string }[]).map((slide) => slide.id);
    for (const id of [...slides.map((slide: { id: string }) => slide.id), ...acknowledged]) {
      expect(slideIds).toContain(id);
    }
    let state;
    for (const slide of player.slides as { id: string }[]) {
      state = await ok(
        await learner.request(lb, 'POST', `/api/v1/learning/${course.id}/progress`, {
          slideId: slide.id,
        }),
      );
    }
    expect(state).toMatchObject({ status: 'completed', progress: 100 });

    // Every acknowledged write is there, read from each instance directly.
    for (const instance of [one, two]) {
      const seen = await ok(
        await leader.request(instance.url, 'GET', `/api/v1/courses/${course.id}`),
      );
      expect(seen).toMatchObject({
        status: 'published',
        coverImage: cover.url,
        slideCount: slideIds.length,
      });
      const assignees = await ok(
        await leader.request(instance.url, 'GET', `/api/v1/courses/${course.id}/assignees`),
      );
      expect(assignees.items).toMatchObject([
        { email: 'learner@cluster.test', status: 'completed', progress: 100 },
      ]);
      expect((await learner.request(instance.url, 'GET', '/api/v1/me')).status).toBe(200);
    }
    // The invitation went out once, though an instance died with its worker running.
    expect(sink.messages.filter((m) => /invited you/.test(m.subject ?? ''))).toHaveLength(1);
    const ready = await ok(await fetch(`${lb}/api/health/ready`));
    expect(ready).toMatchObject({ status: 'ok', db: 'ok', redis: 'ok', storage: 'ok' });
  });
});
