import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('groups and invitations on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, { mail: true, env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let bob: TestClient;

  const createGroup = async (client: TestClient, name: string, description = '') => {
    const res = await client.post('/api/v1/groups', { name, description });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const memberCount = async (groupId: string) =>
    (await ada.get(`/api/v1/groups/${groupId}`)).json().memberCount;
  const inviteToken = async (email: string, after = 0) => {
    await expect
      .poll(() => mail.to(email).filter((m) => m.text?.includes(`/invite/`)).length)
      .toBeGreaterThan(after);
    const message = mail.to(email).at(-1)!;
    return /\/invite\/([\w-]+)/.exec(message.text ?? '')![1]!;
  };

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada Lovelace');
    bob = await t.signedUp('bob@example.com', 'a-strong-passphrase', 'Bob');
  });

  describe('groups', () => {
    it('creates, reads, renames and lists groups with member counts', async () => {
      const group = await createGroup(ada, '  New joiners ', 'Starting this month');
      expect(group).toMatchObject({
        name: 'New joiners',
        description: 'Starting this month',
        memberCount: 0,
      });
      const renamed = await ada.patch(`/api/v1/groups/${group.id}`, { name: 'Joiners' });
      expect(renamed.json().name).toBe('Joiners');
      t.clock.advance(1000);
      await createGroup(ada, 'alpha team');
      const list = (await ada.get('/api/v1/groups')).json();
      expect(list.items.map((g: { name: string }) => g.name)).toEqual(['alpha team', 'Joiners']);
      expect((await ada.get('/api/v1/groups?q=JOIN')).json().total).toBe(1);
      expect((await ada.get('/api/v1/groups?sort=created&order=asc')).json().items[0].name).toBe(
        'Joiners',
      );
      expect((await ada.get('/api/v1/groups?page=5')).json()).toMatchObject({
        items: [],
        total: 2,
      });
    });

    it('keeps names unique per leader, case-insensitively (409), and checks lengths (422)', async () => {
      await createGroup(ada, 'Night shift');
      const dup = await ada.post('/api/v1/groups', { name: 'NIGHT SHIFT ' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error.details[0]).toMatchObject({ path: 'name', code: 'taken' });
      // Another leader may use the same name.
      await createGroup(bob, 'Night shift');
      const other = await createGroup(ada, 'Day shift');
      expect(
        (await ada.patch(`/api/v1/groups/${other.id}`, { name: 'night Shift' })).statusCode,
      ).toBe(409);
      expect((await ada.post('/api/v1/groups', { name: 'x'.repeat(81) })).statusCode).toBe(422);
      expect(
        (await ada.post('/api/v1/groups', { name: 'ok', description: 'x'.repeat(501) })).statusCode,
      ).toBe(422);
    });
  });

  describe('members', () => {
    let groupId: string;
    beforeAll(async () => {
      groupId = (await createGroup(ada, 'Team A')).id;
    });

    it('refuses a whole list with an invalid address, naming each bad entry, and saves nothing', async () => {
      const emails = Array.from({ length: 500 }, (_, i) => `person${i}@example.com`);
      emails[137] = 'not an address';
      emails[402] = 'still@wrong';
      const res = await ada.post(`/api/v1/groups/${groupId}/members`, { emails });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details).toEqual([
        { path: 'emails.137', code: 'invalid_email', message: 'not an address' },
        { path: 'emails.402', code: 'invalid_email', message: 'still@wrong' },
      ]);
      expect(await memberCount(groupId)).toBe(0);
      const tooMany = await ada.post(`/api/v1/groups/${groupId}/members`, {
        emails: Array.from({ length: 1001 }, (_, i) => `p${i}@example.com`),
      });
      expect(tooMany.statusCode).toBe(422);
    });

    it('previews what an add would do before saving anything', async () => {
      const res = await ada.post(`/api/v1/groups/${groupId}/members/preview`, {
        emails: ['new@example.com', 'BOB@example.com', 'oops', 'new@example.com '],
      });
      expect(res.json().entries.map((e: { status: string }) => e.status)).toEqual([
        'new',
        'has_account',
        'invalid',
        'duplicate',
      ]);
      expect(await memberCount(groupId)).toBe(0);
    });

    it('adds accounts as active and other addresses as invited, e-mailing an invitation', async () => {
      // Sign-up verification e-mails go out in the background: they are not counted here.
      const sent = () => mail.messages.filter((m) => !m.subject?.startsWith('Confirm')).length;
      const before = sent();
      const res = await ada.post(`/api/v1/groups/${groupId}/members`, {
        emails: [' Bob@Example.com', 'carol@example.com', 'carol@example.com', 'dan@example.com'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ added: 3, alreadyMembers: 0, invited: 2 });
      const members = (await ada.get(`/api/v1/groups/${groupId}/members`)).json();
      expect(
        members.items.map((m: { email: string; status: string }) => [m.email, m.status]),
      ).toEqual([
        ['bob@example.com', 'active'],
        ['carol@example.com', 'invited'],
        ['dan@example.com', 'invited'],
      ]);
      expect(members.items[0].displayName).toBe('Bob');
      await expect.poll(() => sent() - before).toBe(2);
      const invite = mail.to('carol@example.com')[0]!;
      expect(invite.subject).toBe('Ada Lovelace invited you to Slidewise');
      expect(invite.text).toMatch(new RegExp(`${t.config.publicUrl}/invite/[\\w-]{40,}`));
      expect((await ada.get(`/api/v1/groups/${groupId}/members?q=CAROL`)).json().total).toBe(1);
    });

    it('re-invites a pending member without duplicating it; the earlier link keeps working', async () => {
      const first = await inviteToken('dan@example.com');
      const sent = mail.to('dan@example.com').length;
      const res = await ada.post(`/api/v1/groups/${groupId}/members`, {
        emails: ['DAN@example.com'],
      });
      expect(res.json()).toEqual({ added: 0, alreadyMembers: 1, invited: 1 });
      const second = await inviteToken('dan@example.com', sent);
      expect(second).not.toBe(first);
      expect(await memberCount(groupId)).toBe(3);
      for (const token of [first, second]) {
        expect((await t.client().get(`/api/v1/invitations/${token}`)).json()).toMatchObject({
          email: 'dan@example.com',
          inviterName: 'Ada Lovelace',
          accountExists: false,
          joined: false,
        });
      }
    });

    it('removes a member', async () => {
      const { items } = (await ada.get(`/api/v1/groups/${groupId}/members?q=bob`)).json();
      expect(
        (await ada.delete(`/api/v1/groups/${groupId}/members/${items[0].id}`)).statusCode,
      ).toBe(204);
      expect(
        (await ada.delete(`/api/v1/groups/${groupId}/members/${items[0].id}`)).statusCode,
      ).toBe(404);
      expect(await memberCount(groupId)).toBe(2);
      // Bob's account is untouched.
      expect((await bob.get('/api/v1/me')).statusCode).toBe(200);
    });
  });

  describe('invitations', () => {
    it('creates a learner account from the invitation, attaching every pending membership', async () => {
      const g1 = await createGroup(ada, 'Invite one');
      const g2 = await createGroup(ada, 'Invite two');
      await ada.post(`/api/v1/groups/${g1.id}/members`, { emails: ['erin@example.com'] });
      await ada.post(`/api/v1/groups/${g2.id}/members`, { emails: ['Erin@Example.com'] });
      const token = await inviteToken('erin@example.com', 1);

      const erin = t.client();
      const weak = await erin.post(`/api/v1/invitations/${token}/accept`, {
        name: 'Erin',
        password: 'short',
      });
      expect(weak.statusCode).toBe(422);
      const res = await erin.post(`/api/v1/invitations/${token}/accept`, {
        name: 'Erin',
        password: 'erin learns fast',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirectTo: '/learn' });
      const me = (await erin.get('/api/v1/me')).json();
      expect(me.user).toMatchObject({ email: 'erin@example.com', displayName: 'Erin', role: 1 });
      expect(me.leader).toBeNull();
      for (const g of [g1, g2]) {
        const members = (await ada.get(`/api/v1/groups/${g.id}/members`)).json().items;
        expect(members).toMatchObject([
          { email: 'erin@example.com', status: 'active', displayName: 'Erin' },
        ]);
      }
      const reused = await t.client().post(`/api/v1/invitations/${token}/accept`, {
        name: 'Again',
        password: 'erin learns fast',
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('email_taken');
      // Both links (one per group) now say "already joined", leading to My learning.
      const links = mail
        .to('erin@example.com')
        .map((m) => /\/invite\/([\w-]+)/.exec(m.text ?? '')![1]!);
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect((await t.client().get(`/api/v1/invitations/${link}`)).json()).toMatchObject({
          joined: true,
          accountExists: true,
          redirectTo: '/learn',
        });
      }
      expect((await erin.post('/api/v1/groups', { name: 'Mine' })).statusCode).toBe(403);
    });

    it('refuses an expired invitation', async () => {
      const g = await createGroup(ada, 'Expiring');
      await ada.post(`/api/v1/groups/${g.id}/members`, { emails: ['frank@example.com'] });
      const token = await inviteToken('frank@example.com');
      t.clock.advance(14 * DAY + 1);
      const res = await t
        .client()
        .post(`/api/v1/invitations/${token}/accept`, { name: 'Frank', password: 'frank is late' });
      t.clock.advance(-(14 * DAY + 1));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.reason).toBe('expired');
      expect(await countRows(t.app, 'users')).toBeGreaterThan(0);
      expect(
        (
          await t.client().post('/api/auth/sign-in/email', {
            email: 'frank@example.com',
            password: 'frank is late',
          })
        ).statusCode,
      ).toBe(401);
      expect((await t.client().get('/api/v1/invitations/not-a-real-token-at-all')).statusCode).toBe(
        400,
      );
    });

    it('lets a signed-in owner of the address accept, and nobody else', async () => {
      const g = await createGroup(ada, 'Signed in');
      await ada.post(`/api/v1/groups/${g.id}/members`, { emails: ['gina@example.com'] });
      const token = await inviteToken('gina@example.com');
      // Gina signs up on her own first (a leader in her own right), then accepts.
      const gina = t.client();
      await gina.signUp('Gina@example.com', 'gina has a plan', 'Gina');
      const members = (await ada.get(`/api/v1/groups/${g.id}/members`)).json().items;
      expect(members[0].status).toBe('active');
      expect((await gina.get('/api/v1/me')).json().leader).not.toBeNull();

      const g2 = await createGroup(ada, 'Second for Gina');
      await ada.post(`/api/v1/groups/${g2.id}/members`, { emails: ['hal@example.com'] });
      const halToken = await inviteToken('hal@example.com');
      expect((await t.client().post(`/api/v1/invitations/${halToken}/accept`)).statusCode).toBe(
        401,
      );
      expect((await gina.post(`/api/v1/invitations/${halToken}/accept`)).statusCode).toBe(409);
      // Verifying her address settled the invitation: the link now just lets her in.
      const again = await gina.post(`/api/v1/invitations/${token}/accept`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ redirectTo: '/learn' });
    });

    it('sends nobody an invitation when the address already has an account, whatever its case', async () => {
      const g = await createGroup(ada, 'Existing');
      const before = mail.messages.length;
      const res = await ada.post(`/api/v1/groups/${g.id}/members`, { emails: ['BOB@EXAMPLE.COM'] });
      expect(res.json()).toEqual({ added: 1, alreadyMembers: 0, invited: 0 });
      expect(mail.messages.length).toBe(before);
    });
  });

  it('answers 404 to another leader on every group endpoint', async () => {
    const g = await createGroup(ada, 'Private group');
    await ada.post(`/api/v1/groups/${g.id}/members`, { emails: ['bob@example.com'] });
    const member = (await ada.get(`/api/v1/groups/${g.id}/members`)).json().items[0];
    const base = `/api/v1/groups/${g.id}`;
    const attempts = await Promise.all([
      bob.get(base),
      bob.patch(base, { name: 'Stolen' }),
      bob.delete(base),
      bob.get(`${base}/members`),
      bob.post(`${base}/members`, { emails: ['x@example.com'] }),
      bob.post(`${base}/members/preview`, { emails: ['x@example.com'] }),
      bob.delete(`${base}/members/${member.id}`),
    ]);
    for (const res of attempts) expect(res.statusCode).toBe(404);
    expect((await ada.get(base)).json()).toMatchObject({ name: 'Private group', memberCount: 1 });
  });

  it('deletes a group but keeps its members’ accounts', async () => {
    const g = await createGroup(ada, 'Temporary');
    await ada.post(`/api/v1/groups/${g.id}/members`, { emails: ['bob@example.com'] });
    expect((await ada.delete(`/api/v1/groups/${g.id}`)).statusCode).toBe(204);
    expect((await ada.get(`/api/v1/groups/${g.id}`)).statusCode).toBe(404);
    expect((await bob.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('makes groups a Pro feature once the trial has ended, keeping them readable', async () => {
    const leader = t.client();
    await leader.signUp('pro.check@example.com');
    const g = await createGroup(leader, 'Before expiry');
    t.clock.advance(15 * DAY);
    try {
      const create = await leader.post('/api/v1/groups', { name: 'After expiry' });
      expect(create.statusCode).toBe(402);
      expect(create.json().error).toMatchObject({
        code: 'plan_limit',
        details: { limit: 'groups' },
      });
      expect(
        (await leader.post(`/api/v1/groups/${g.id}/members`, { emails: ['z@example.com'] }))
          .statusCode,
      ).toBe(402);
      expect((await leader.get(`/api/v1/groups/${g.id}`)).statusCode).toBe(200);
      expect((await leader.get('/api/v1/groups')).json().total).toBe(1);
    } finally {
      t.clock.advance(-15 * DAY);
    }
  });
});
