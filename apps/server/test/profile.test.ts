import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exe, gif, mp4, multipart, png } from './helpers/files.js';
import { countRows, dialects, type TestClient } from './helpers/test-app.js';
import { invalidFields } from './helpers/fixtures.js';
import { useTestApp } from './helpers/use-test-app.js';

describe.each(dialects)('profile and uploads on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'analytical engine', 'Ada');
    bob = await t.signedUp('bob@example.com', 'bob the builder', 'Bob');
  });

  const photoOf = async (client: TestClient) =>
    (await client.get('/api/v1/me')).json().user.photoURL;
  const uploadFiles = () =>
    readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.'));

  describe('PATCH /api/v1/me', () => {
    it('changes the display name, phone number and language, and ignores unknown fields', async () => {
      const res = await ada.patch('/api/v1/me', {
        displayName: '  Ada Lovelace ',
        phoneNumber: '+44 20 7946 0958',
        locale: 'ar',
        role: 2,
        email: 'hijack@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        displayName: 'Ada Lovelace',
        phoneNumber: '+44 20 7946 0958',
        role: 1,
        email: 'ada@example.com',
      });
      const cleared = await ada.patch('/api/v1/me', { phoneNumber: '' });
      expect(cleared.json().user.phoneNumber).toBeNull();
    });

    it('refuses bad values with 422 per field and keeps what was stored', async () => {
      const res = await ada.patch('/api/v1/me', {
        displayName: '',
        phoneNumber: 'call me',
        locale: 'fr',
      });
      expect(invalidFields(res)).toEqual(['displayName', 'locale', 'phoneNumber']);
      expect((await ada.get('/api/v1/me')).json().user.displayName).toBe('Ada Lovelace');
    });

    it('needs a session', async () => {
      expect((await t.client().patch('/api/v1/me', { displayName: 'X' })).statusCode).toBe(401);
    });
  });

  describe('bio', () => {
    it('starts empty, saves, and reads back the UserBio', async () => {
      expect((await ada.get('/api/v1/me/bio')).json()).toEqual({
        headline: null,
        bio: null,
        location: null,
        website: null,
      });
      const bio = {
        headline: 'Mathematician',
        bio: 'Wrote the first program. ' + 'ع'.repeat(100),
        location: 'London',
        website: 'https://example.com/ada',
      };
      const res = await ada.put('/api/v1/me/bio', bio);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(bio);
      expect((await ada.get('/api/v1/me/bio')).json()).toEqual(bio);
      // Bob's bio is his own.
      expect((await bob.get('/api/v1/me/bio')).json().headline).toBeNull();
    });

    it('refuses a bio over 2,000 characters or a website that is not http(s)', async () => {
      const long = await ada.put('/api/v1/me/bio', { bio: 'x'.repeat(2001) });
      expect(long.statusCode).toBe(422);
      expect(long.json().error.details[0].path).toBe('bio');
      const script = await ada.put('/api/v1/me/bio', { website: 'javascript:alert(1)' });
      expect(script.statusCode).toBe(422);
      expect((await ada.get('/api/v1/me/bio')).json().headline).toBe('Mathematician');
    });

    it('takes a website typed without https://, adding it', async () => {
      const res = await ada.put('/api/v1/me/bio', {
        headline: 'Mathematician',
        website: 'acme.test',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await ada.get('/api/v1/me/bio')).json().website).toBe('https://acme.test');
      expect((await ada.put('/api/v1/me/bio', { website: 'acme' })).statusCode).toBe(422);
    });
  });

  describe('photo', () => {
    it('stores a square image and serves it with its type and nosniff', async () => {
      const res = await ada.upload(
        '/api/v1/me/photo',
        multipart(png(64, 64), 'me.png', 'image/png'),
      );
      expect(res.statusCode).toBe(200);
      const url = res.json().user.photoURL;
      expect(url).toMatch(/^\/api\/v1\/uploads\/[\w-]+$/);
      const served = await t.client().get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(png(64, 64))).toBe(true);
    });

    it('refuses a spoofed, oversized, non-square or missing file and keeps the old photo', async () => {
      const before = await photoOf(ada);
      const files = uploadFiles().length;

      const spoofed = await ada.upload(
        '/api/v1/me/photo',
        multipart(exe(), 'photo.png', 'image/png'),
      );
      expect(spoofed.statusCode).toBe(415);
      expect(spoofed.json().error.code).toBe('unsupported_media_type');

      const gifPhoto = await ada.upload(
        '/api/v1/me/photo',
        multipart(gif(), 'me.gif', 'image/gif'),
      );
      expect(gifPhoto.statusCode).toBe(415);

      const big = Buffer.concat([png(8, 8), Buffer.alloc(2 * 1024 * 1024)]);
      const tooLarge = await ada.upload('/api/v1/me/photo', multipart(big, 'big.png', 'image/png'));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error.code).toBe('payload_too_large');

      const wide = await ada.upload(
        '/api/v1/me/photo',
        multipart(png(80, 40), 'wide.png', 'image/png'),
      );
      expect(wide.statusCode).toBe(422);
      expect(wide.json().error.details[0].code).toBe('not_square');

      const notMultipart = await ada.post('/api/v1/me/photo', {
        file: 'data:image/png;base64,AAAA',
      });
      expect(notMultipart.statusCode).toBe(415);

      expect(await photoOf(ada)).toBe(before);
      expect(uploadFiles()).toHaveLength(files);
      expect(
        readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => f.startsWith('.')),
      ).toEqual([]);
    });

    it('replaces the old photo file when a new one is set, and can remove it', async () => {
      const old = await photoOf(ada);
      const res = await ada.upload(
        '/api/v1/me/photo',
        multipart(png(32, 32), 'new.png', 'image/png'),
      );
      const next = res.json().user.photoURL;
      expect(next).not.toBe(old);
      expect((await t.client().get(old)).statusCode).toBe(404);
      expect((await t.client().get(next)).statusCode).toBe(200);

      const removed = await ada.delete('/api/v1/me/photo');
      expect(removed.json().user.photoURL).toBeNull();
      expect((await t.client().get(next)).statusCode).toBe(404);
    });
  });

  describe('uploads', () => {
    it('accepts images and videos checked by content, and lists only the owner’s', async () => {
      const image = await ada.upload(
        '/api/v1/uploads?kind=image',
        multipart(gif(), 'x.bin', 'application/octet-stream'),
      );
      expect(image.statusCode).toBe(201);
      expect(image.json()).toMatchObject({
        kind: 'image',
        contentType: 'image/gif',
        width: 1,
        height: 1,
      });
      const video = await ada.upload(
        '/api/v1/uploads?kind=video',
        multipart(mp4(), 'clip.mp4', 'video/mp4'),
      );
      expect(video.statusCode).toBe(201);
      expect(video.json()).toMatchObject({ contentType: 'video/mp4', width: null });
      const wrongKind = await ada.upload(
        '/api/v1/uploads?kind=video',
        multipart(gif(), 'x.mp4', 'video/mp4'),
      );
      expect(wrongKind.statusCode).toBe(415);

      const mine = (await ada.get('/api/v1/uploads?kind=image')).json();
      expect(mine.items.map((u: { id: string }) => u.id)).toContain(image.json().id);
      expect(mine).toMatchObject({ page: 1, pageSize: 20 });
      expect((await bob.get('/api/v1/uploads')).json()).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
      });
    });

    it('refuses an image over 5 MB with 413', async () => {
      const big = Buffer.concat([png(8, 8), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await ada.upload(
        '/api/v1/uploads?kind=image',
        multipart(big, 'big.png', 'image/png'),
      );
      expect(res.statusCode).toBe(413);
    });

    it('lets only the owner delete an upload; others get 404', async () => {
      const up = (
        await ada.upload('/api/v1/uploads?kind=image', multipart(png(4, 4), 'a.png', 'image/png'))
      ).json();
      expect((await bob.delete(`/api/v1/uploads/${up.id}`)).statusCode).toBe(404);
      expect((await t.client().get(up.url)).statusCode).toBe(200);
      expect((await ada.delete(`/api/v1/uploads/${up.id}`)).statusCode).toBe(204);
      expect((await t.client().get(up.url)).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/v1/me', () => {
    it('asks for the account’s own e-mail and changes nothing otherwise', async () => {
      const users = await countRows(t.app, 'users');
      const res = await bob.delete('/api/v1/me', { email: 'ada@example.com' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details[0]).toMatchObject({ path: 'email', code: 'mismatch' });
      expect(await countRows(t.app, 'users')).toBe(users);
    });

    it('removes the account with everything it owns, ends its sessions and frees its e-mail', async () => {
      const carol = t.client();
      const { id } = await carol.signUp('carol@example.com', 'carol sings along', 'Carol');
      await carol.put('/api/v1/me/bio', { headline: 'Singer' });
      const photo = (
        await carol.upload('/api/v1/me/photo', multipart(png(16, 16), 'c.png', 'image/png'))
      ).json().user.photoURL;
      const upload = await t.app.db.kysely
        .selectFrom('uploads')
        .select('storage_key')
        .where('owner_id', '=', id)
        .executeTakeFirstOrThrow();
      const otherDevice = carol.clone();

      const res = await carol.delete('/api/v1/me', { email: ' Carol@Example.com ' });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === 'slidewise.session_token')?.maxAge).toBe(0);

      expect((await otherDevice.get('/api/v1/me')).statusCode).toBe(401);
      expect((await t.client().get(photo)).statusCode).toBe(404);
      expect(existsSync(join(t.config.dataDir, 'uploads', upload.storage_key))).toBe(false);
      const owners = {
        users: 'id',
        leaders: 'user_id',
        subscriptions: 'leader_id',
        user_bios: 'user_id',
        uploads: 'owner_id',
        sessions: 'user_id',
      } as const;
      for (const [table, column] of Object.entries(owners) as [keyof typeof owners, string][]) {
        const rows = await t.app.db.kysely
          .selectFrom(table)
          .selectAll()
          .where(column as never, '=', id as never)
          .execute();
        expect(rows, table).toHaveLength(0);
      }
      const signIn = await t.client().post('/api/auth/sign-in/email', {
        email: 'carol@example.com',
        password: 'carol sings along',
      });
      expect(signIn.statusCode).toBe(401);
      // The address can sign up again, as a new account.
      await t.client().signUp('carol@example.com', 'carol sings again', 'Carol');
      // Ada was untouched.
      expect((await ada.get('/api/v1/me')).statusCode).toBe(200);
    });
  });
});
