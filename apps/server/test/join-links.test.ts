import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, dialects, type TestClient } from './helpers/test-app.js';
import { invalidFields } from './helpers/fixtures.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'a-strong-passphrase';

describe.each(dialects)('join links on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, { mail: true, env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let eve: TestClient;
  let groupId: string;
  let courseId: string;

  const tokenOf = (url: string) => url.split('/join/')[1]!;
  const newLink = async (body: Record<string, unknown> = {}) => {
    const res = await ada.post(`/api/v1/groups/${groupId}/join-links`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; url: string; uses: number }>();
  };
  const members = async () =>
    (await ada.get(`/api/v1/groups/${groupId}/members?pageSize=100`))
      .json()
      .items.map((m: { email: string }) => m.email);
  const learningOf = async (client: TestClient) =>
    (await client.get('/api/v1/learning'))
      .json()
      .items.map((i: { courseId: string }) => i.courseId);

  /** Follows the link of the confirmation e-mail to `email`; answers where it lands. */
  const confirm = async (client: TestClient, email: string) => {
    const message = await mail.waitFor(email, /Confirm your e-mail/);
    const url = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\S*/.exec(message.text ?? '')![0]);
    const opened = await client.get(`${url.pathname}${url.search}`);
    expect(opened.statusCode, opened.body).toBe(302);
    return opened.headers.location;
  };

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', PASSWORD, 'Ada Lovelace');
    eve = await t.signedUp('eve@example.com');
    const course = (await ada.post('/api/v1/courses', { title: 'Fire safety' })).json();
    await ada.post(`/api/v1/courses/${course.id}/slides`, { kind: 'content', title: 'One' });
    await ada.patch(`/api/v1/courses/${course.id}`, { version: 1, status: 'published' });
    courseId = course.id;
    groupId = (await ada.post('/api/v1/groups', { name: 'Night shift' })).json().id;
    const assigned = await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      groupIds: [groupId],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });

  it('creates, lists and revokes links; another leader gets 404 for all of it', async () => {
    const link = await newLink({ maxUses: 5, emailDomain: 'Example.COM' });
    expect(link).toMatchObject({
      uses: 0,
      maxUses: 5,
      emailDomain: 'example.com',
      expiresAt: null,
    });
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/join/[\\w-]{32}$`));
    const list = (await ada.get(`/api/v1/groups/${groupId}/join-links`)).json();
    expect(list.items.map((l: { id: string }) => l.id)).toContain(link.id);

    expect((await eve.get(`/api/v1/groups/${groupId}/join-links`)).statusCode).toBe(404);
    expect((await eve.post(`/api/v1/groups/${groupId}/join-links`, {})).statusCode).toBe(404);
    expect((await eve.delete(`/api/v1/groups/${groupId}/join-links/${link.id}`)).statusCode).toBe(
      404,
    );
    expect((await t.client().get(`/api/v1/groups/${groupId}/join-links`)).statusCode).toBe(401);

    expect((await ada.delete(`/api/v1/groups/${groupId}/join-links/${link.id}`)).statusCode).toBe(
      204,
    );
    expect((await ada.delete(`/api/v1/groups/${groupId}/join-links/${link.id}`)).statusCode).toBe(
      404,
    );
    const after = (await ada.get(`/api/v1/groups/${groupId}/join-links`)).json();
    expect(after.items.map((l: { id: string }) => l.id)).not.toContain(link.id);
    // A revoked link is unknown to everyone.
    expect((await t.client().get(`/api/v1/join/${tokenOf(link.url)}`)).statusCode).toBe(404);
    expect((await eve.post(`/api/v1/join/${tokenOf(link.url)}`)).statusCode).toBe(404);
  });

  it('refuses bad settings with 422 per field', async () => {
    const res = await ada.post(`/api/v1/groups/${groupId}/join-links`, {
      maxUses: 0,
      emailDomain: '@example.com',
      expiresAt: 'tomorrow',
    });
    expect(invalidFields(res)).toEqual(['emailDomain', 'expiresAt', 'maxUses']);
    const past = await ada.post(`/api/v1/groups/${groupId}/join-links`, {
      expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect((await ada.get(`/api/v1/groups/${groupId}/join-links`)).json().total).toBe(0);
  });

  it('signs a new person up as a learner: the e-mailed link signs them in and brings them back to join', async () => {
    const link = await newLink();
    const token = tokenOf(link.url);
    const info = await t.client().get(`/api/v1/join/${token}`);
    expect(info.json()).toEqual({
      groupName: 'Night shift',
      leaderName: 'Ada Lovelace',
      emailDomain: null,
    });

    const nia = t.client();
    const weak = await nia.post(`/api/v1/join/${token}`, {
      name: 'Nia',
      email: 'nia@example.com',
      password: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(await members()).not.toContain('nia@example.com');

    const res = await nia.post(`/api/v1/join/${token}`, {
      name: 'Nia',
      email: 'Nia@Example.com',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'check_email' });
    expect(res.cookies).toEqual([]);
    // Nothing joins, and nothing signs in, until the address is confirmed.
    expect((await nia.get('/api/v1/me')).statusCode).toBe(401);
    expect(await members()).not.toContain('nia@example.com');

    expect(await confirm(nia, 'nia@example.com')).toBe(
      `/verify-email?done=1&next=${encodeURIComponent(`/join/${token}`)}`,
    );
    const me = (await nia.get('/api/v1/me')).json();
    expect(me.user).toMatchObject({ email: 'nia@example.com', emailVerified: true });
    expect(me.leader).toBeNull();
    const joined = await nia.post(`/api/v1/join/${token}`);
    expect(joined.json()).toEqual({
      groupName: 'Night shift',
      alreadyMember: false,
      redirectTo: '/learn',
    });
    expect(await members()).toContain('nia@example.com');
    expect(await learningOf(nia)).toEqual([courseId]);

    // Joining again changes nothing and uses nothing.
    const again = await nia.post(`/api/v1/join/${token}`);
    expect(again.json()).toMatchObject({ alreadyMember: true });
    const listed = (await ada.get(`/api/v1/groups/${groupId}/join-links`)).json().items;
    expect(listed.find((l: { id: string }) => l.id === link.id).uses).toBe(1);
  });

  it('answers an address that has an account exactly as a new one, and e-mails its owner', async () => {
    const token = tokenOf((await newLink()).url);
    const users = await countRows(t.app, 'users');
    const attempt = (email: string) =>
      t.client().post(`/api/v1/join/${token}`, { name: 'Someone', email, password: PASSWORD });
    const taken = await attempt('EVE@example.com');
    const fresh = await attempt('newcomer@example.com');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['set-cookie']).toBeUndefined();
    await mail.waitFor('eve@example.com', /Someone tried to create a Slidewise account/);
    await mail.waitFor('newcomer@example.com', /Confirm your e-mail/);
    expect(await countRows(t.app, 'users')).toBe(users + 1);
    expect(await members()).not.toContain('eve@example.com');
  });

  it('claims nothing waiting for an address until it is confirmed', async () => {
    // Ada has added an address with no account yet to another group.
    const other = (await ada.post('/api/v1/groups', { name: 'Day shift' })).json().id;
    const added = await ada.post(`/api/v1/groups/${other}/members`, {
      emails: ['invited@example.com'],
    });
    expect(added.statusCode, added.body).toBe(200);
    const waiting = async () =>
      (await ada.get(`/api/v1/groups/${other}/members`))
        .json()
        .items.find((m: { email: string }) => m.email === 'invited@example.com');
    expect((await waiting()).userId).toBeNull();

    // Someone holding a join link signs up with that address: nothing attaches.
    const token = tokenOf((await newLink()).url);
    const squatter = t.client();
    await squatter.post(`/api/v1/join/${token}`, {
      name: 'Mallory',
      email: 'invited@example.com',
      password: PASSWORD,
    });
    expect((await waiting()).userId).toBeNull();
    const row = await t.app.db.kysely
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', 'invited@example.com')
      .executeTakeFirstOrThrow();
    expect(Boolean(row.email_verified)).toBe(false);
    expect(
      (
        await squatter.post('/api/auth/sign-in/email', {
          email: 'invited@example.com',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(403);

    // The owner of the address confirms it: now it is theirs.
    await confirm(t.client(), 'invited@example.com');
    expect((await waiting()).userId).not.toBeNull();
  });

  it('adds a signed-in account, and asks a signed-out one to sign in', async () => {
    const token = tokenOf((await newLink()).url);
    expect((await t.client().post(`/api/v1/join/${token}`)).statusCode).toBe(401);
    const res = await eve.post(`/api/v1/join/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await members()).toContain('eve@example.com');
    expect(await learningOf(eve)).toContain(courseId);
    // Eve keeps her own workspace.
    expect((await eve.get('/api/v1/me')).json().leader).not.toBeNull();
  });

  it('says 410 once a link is full or expired, and makes no account', async () => {
    const full = tokenOf((await newLink({ maxUses: 1 })).url);
    const omar = t.client();
    await omar.post(`/api/v1/join/${full}`, {
      name: 'Omar',
      email: 'omar@example.com',
      password: PASSWORD,
    });
    await confirm(omar, 'omar@example.com');
    expect((await omar.post(`/api/v1/join/${full}`)).statusCode).toBe(200);
    const users = await countRows(t.app, 'users');
    const late = await t.client().post(`/api/v1/join/${full}`, {
      name: 'Pia',
      email: 'pia@example.com',
      password: PASSWORD,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('join_link_full');
    expect((await t.client().get(`/api/v1/join/${full}`)).json().error.code).toBe('join_link_full');

    const soon = tokenOf(
      (await newLink({ expiresAt: new Date(t.clock.now().getTime() + DAY).toISOString() })).url,
    );
    expect((await t.client().get(`/api/v1/join/${soon}`)).statusCode).toBe(200);
    t.clock.advance(DAY);
    const expired = await t.client().post(`/api/v1/join/${soon}`, {
      name: 'Pia',
      email: 'pia@example.com',
      password: PASSWORD,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('join_link_expired');
    expect(await countRows(t.app, 'users')).toBe(users);
    expect(await members()).not.toContain('pia@example.com');
    expect((await t.client().get('/api/v1/join/not-a-real-token-at-all')).statusCode).toBe(404);
  });

  it('keeps a domain link to verified addresses in that domain', async () => {
    const token = tokenOf((await newLink({ emailDomain: 'acme.test' })).url);
    expect((await t.client().get(`/api/v1/join/${token}`)).json().emailDomain).toBe('acme.test');
    const fay = t.client();
    await fay.signUp('fay@example.com');
    const other = await fay.post(`/api/v1/join/${token}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('join_link_domain');
    const users = await countRows(t.app, 'users');
    // A password sign-up has not proved the address yet.
    const unproved = await t.client().post(`/api/v1/join/${token}`, {
      name: 'Quinn',
      email: 'quinn@acme.test',
      password: PASSWORD,
    });
    expect(unproved.statusCode).toBe(403);
    expect(await countRows(t.app, 'users')).toBe(users);
  });

  it('applies the plan: no groups after the trial on FREE (402), nothing changed', async () => {
    const token = tokenOf((await newLink()).url);
    t.clock.advance(15 * DAY);
    const refused = await ada.post(`/api/v1/groups/${groupId}/join-links`, {});
    expect(refused.statusCode).toBe(402);
    const users = await countRows(t.app, 'users');
    const res = await t.client().post(`/api/v1/join/${token}`, {
      name: 'Ray',
      email: 'ray@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('plan_limit');
    expect(await countRows(t.app, 'users')).toBe(users);
    expect(await members()).not.toContain('ray@example.com');
  });
});
