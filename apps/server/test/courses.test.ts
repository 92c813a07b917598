import { beforeAll, describe, expect, it } from 'vitest';
import { gif, multipart } from './helpers/files.js';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;

const doc = (...content: object[]) => ({ type: 'doc', content });
const paragraph = (text: string, marks?: object[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});
const quiz = {
  question: 'Two plus two?',
  options: ['3', '4', '5'],
  correct: [1],
  multiple: false,
  explanation: 'Count.',
};

describe.each(dialects)('courses and slides on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let bob: TestClient;

  const createCourse = async (client: TestClient, body: Record<string, unknown> = {}) => {
    const res = await client.post('/api/v1/courses', { title: 'Untitled', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const addSlide = async (client: TestClient, courseId: string, body: Record<string, unknown>) => {
    const res = await client.post(`/api/v1/courses/${courseId}/slides`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const slideIds = async (client: TestClient, courseId: string) =>
    (await client.get(`/api/v1/courses/${courseId}/slides`))
      .json()
      .items.map((s: { id: string }) => s.id);

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com');
    bob = await t.signedUp('bob@example.com');
  });

  describe('courses', () => {
    it('creates a draft with defaults and reads it back', async () => {
      const course = await createCourse(ada, {
        title: '  Onboarding  ',
        description: 'Week one',
        language: 'ar',
      });
      expect(course).toMatchObject({
        title: 'Onboarding',
        description: 'Week one',
        language: 'ar',
        status: 'draft',
        slideCount: 0,
        estimatedMinutes: 0,
        assigneeCount: 0,
        version: 1,
        coverImage: null,
      });
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json()).toEqual(course);
    });

    it('refuses a bad title, language or status with 422 per field', async () => {
      const long = await ada.post('/api/v1/courses', { title: 'x'.repeat(121) });
      expect(long.statusCode).toBe(422);
      expect(long.json().error.details[0].path).toBe('title');
      expect((await ada.post('/api/v1/courses', { title: '   ' })).statusCode).toBe(422);
      expect((await ada.post('/api/v1/courses', { title: 'ok', language: 'fr' })).statusCode).toBe(
        422,
      );
      const course = await createCourse(ada, { title: 'Status check' });
      const res = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 1,
        status: 'deleted',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details[0].path).toBe('status');
    });

    it('lists, searches, filters, sorts and paginates with totals from SQL', async () => {
      const client = t.client();
      await client.signUp('lister@example.com');
      for (const title of ['Banana basics', 'apple advanced', 'Cherry 100%', 'Date_night']) {
        t.clock.advance(1000);
        await createCourse(client, { title });
      }
      const all = (await client.get('/api/v1/courses')).json();
      expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(all.items.map((c: { title: string }) => c.title)).toEqual([
        'Date_night',
        'Cherry 100%',
        'apple advanced',
        'Banana basics',
      ]);
      const byTitle = (await client.get('/api/v1/courses?sort=title')).json();
      expect(byTitle.items.map((c: { title: string }) => c.title)).toEqual([
        'apple advanced',
        'Banana basics',
        'Cherry 100%',
        'Date_night',
      ]);
      const created = (
        await client.get('/api/v1/courses?sort=created&order=asc&pageSize=2&page=2')
      ).json();
      expect(created).toMatchObject({ total: 4, page: 2, pageSize: 2 });
      expect(created.items.map((c: { title: string }) => c.title)).toEqual([
        'Cherry 100%',
        'Date_night',
      ]);
      expect((await client.get('/api/v1/courses?q=APPLE')).json().total).toBe(1);
      expect(
        (await client.get('/api/v1/courses?q=%25'))
          .json()
          .items.map((c: { title: string }) => c.title),
      ).toEqual(['Cherry 100%']);
      expect((await client.get('/api/v1/courses?q=e_n')).json().total).toBe(1);
      expect((await client.get('/api/v1/courses?status=published')).json().total).toBe(0);
      expect((await client.get('/api/v1/courses?page=9')).json()).toMatchObject({
        items: [],
        total: 4,
      });
      expect((await client.get('/api/v1/courses?pageSize=101')).statusCode).toBe(422);
      expect((await client.get('/api/v1/courses?sort=random')).statusCode).toBe(422);
    });

    it('edits with the version it was based on, and answers 409 with the current course when stale', async () => {
      const course = await createCourse(ada, { title: 'Versioned' });
      const first = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 1,
        title: 'Versioned v2',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ title: 'Versioned v2', version: 2 });
      const stale = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 1,
        title: 'Lost update',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({
        code: 'conflict',
        details: { current: { title: 'Versioned v2', version: 2 } },
      });
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json().title).toBe('Versioned v2');
      const missing = await ada.patch(`/api/v1/courses/${course.id}`, { title: 'No version' });
      expect(missing.statusCode).toBe(422);
    });

    it('publishes only a course with slides, and can archive it', async () => {
      const course = await createCourse(ada, { title: 'Publishable' });
      const empty = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 1,
        status: 'published',
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error.details[0].code).toBe('no_slides');
      await addSlide(ada, course.id, {
        kind: 'content',
        title: 'Hello',
        body: doc(paragraph('Hi')),
      });
      const published = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 1,
        status: 'published',
      });
      expect(published.json()).toMatchObject({ status: 'published', slideCount: 1 });
      const archived = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 2,
        status: 'archived',
      });
      expect(archived.json().status).toBe('archived');
    });

    it('takes a cover image the leader uploaded, and nobody else’s', async () => {
      const own = (
        await ada.upload('/api/v1/uploads?kind=image', multipart(gif(), 'c.gif', 'image/gif'))
      ).json();
      const theirs = (
        await bob.upload('/api/v1/uploads?kind=image', multipart(gif(), 'c.gif', 'image/gif'))
      ).json();
      const course = await createCourse(ada, { title: 'Covered', coverImageId: own.id });
      expect(course.coverImage).toBe(`/api/v1/uploads/${own.id}`);
      const foreign = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 1,
        coverImageId: theirs.id,
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().error.details[0].path).toBe('coverImageId');
      const cleared = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: 1,
        coverImageId: null,
      });
      expect(cleared.json().coverImage).toBeNull();
    });

    it('duplicates a course with all its slides, as a draft', async () => {
      const course = await createCourse(ada, { title: 'Original' });
      await addSlide(ada, course.id, {
        kind: 'content',
        title: 'One',
        body: doc(paragraph('one two three')),
      });
      await addSlide(ada, course.id, { kind: 'quiz', title: 'Two', quiz });
      const res = await ada.post(`/api/v1/courses/${course.id}/duplicate`);
      expect(res.statusCode).toBe(201);
      const copy = res.json();
      expect(copy).toMatchObject({
        title: 'Original (copy)',
        status: 'draft',
        slideCount: 2,
        version: 1,
      });
      expect(copy.id).not.toBe(course.id);
      const copied = (await ada.get(`/api/v1/courses/${copy.id}/slides`)).json().items;
      expect(copied.map((s: { title: string }) => s.title)).toEqual(['One', 'Two']);
      expect(copied[1].quiz).toEqual(quiz);
      // The copy is independent.
      await ada.delete(`/api/v1/courses/${copy.id}/slides/${copied[0].id}`);
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json().slideCount).toBe(2);
    });

    it('deletes a course: gone from reads, lists and edits', async () => {
      const course = await createCourse(ada, { title: 'Doomed' });
      expect((await ada.delete(`/api/v1/courses/${course.id}`)).statusCode).toBe(204);
      expect((await ada.get(`/api/v1/courses/${course.id}`)).statusCode).toBe(404);
      expect(
        (await ada.patch(`/api/v1/courses/${course.id}`, { version: 1, title: 'Zombie' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ada.post(`/api/v1/courses/${course.id}/slides`, { kind: 'content' })).statusCode,
      ).toBe(404);
      expect((await ada.delete(`/api/v1/courses/${course.id}`)).statusCode).toBe(404);
      const list = (await ada.get('/api/v1/courses?q=Doomed')).json();
      expect(list.total).toBe(0);
    });

    it('answers 404 to another leader on every course and slide endpoint', async () => {
      const course = await createCourse(ada, { title: 'Private' });
      const slide = await addSlide(ada, course.id, { kind: 'content', title: 'Secret' });
      const base = `/api/v1/courses/${course.id}`;
      const attempts = [
        bob.get(base),
        bob.patch(base, { version: 1, title: 'Mine now' }),
        bob.delete(base),
        bob.post(`${base}/duplicate`),
        bob.get(`${base}/slides`),
        bob.post(`${base}/slides`, { kind: 'content' }),
        bob.patch(`${base}/slides/${slide.id}`, { version: 1, title: 'x' }),
        bob.delete(`${base}/slides/${slide.id}`),
        bob.put(`${base}/slides/order`, { slideIds: [slide.id] }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      expect(
        (await bob.get('/api/v1/courses')).json().items.map((c: { id: string }) => c.id),
      ).not.toContain(course.id);
      expect((await ada.get(base)).json()).toMatchObject({ title: 'Private', version: 1 });
      expect(await slideIds(ada, course.id)).toEqual([slide.id]);
    });

    it('needs a session', async () => {
      expect((await t.client().get('/api/v1/courses')).statusCode).toBe(401);
      expect((await t.client().post('/api/v1/courses', { title: 'x' })).statusCode).toBe(401);
    });
  });

  describe('slides', () => {
    let courseId: string;
    beforeAll(async () => {
      courseId = (await createCourse(ada, { title: 'Slides course' })).id;
    });

    it('stores formatted content and quizzes, and keeps the course’s count and duration', async () => {
      const body = doc(
        {
          type: 'heading',
          attrs: { level: 2, textAlign: 'center' },
          content: [{ type: 'text', text: 'Welcome' }],
        },
        paragraph('Read this', [
          { type: 'bold' },
          { type: 'link', attrs: { href: 'https://example.com', target: '_blank' } },
        ]),
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('one')] }] },
        {
          type: 'videoEmbed',
          attrs: { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
        },
      );
      const content = await addSlide(ada, courseId, { kind: 'content', title: 'Intro', body });
      expect(content).toMatchObject({
        kind: 'content',
        title: 'Intro',
        body,
        position: 0,
        version: 1,
      });
      const question = await addSlide(ada, courseId, { kind: 'quiz', title: 'Check', quiz });
      expect(question).toMatchObject({ kind: 'quiz', quiz, position: 1 });
      const course = (await ada.get(`/api/v1/courses/${courseId}`)).json();
      // 4 words / 200 wpm + one 2-minute video, and a 0.5-minute quiz: 2.52 → 3 minutes.
      expect(course).toMatchObject({ slideCount: 2, estimatedMinutes: 3 });
    });

    it.each([
      ['a script node', doc({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] })],
      ['raw HTML', doc({ type: 'html', attrs: { html: '<img onerror=alert(1)>' } })],
      [
        'a javascript: link',
        doc(paragraph('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
      ],
      [
        'an image from elsewhere',
        doc({ type: 'image', attrs: { src: 'https://evil.example/x.png' } }),
      ],
      [
        'an embed from another host',
        doc({
          type: 'videoEmbed',
          attrs: { provider: 'youtube', src: 'https://evil.example/embed/abcdefg' },
        }),
      ],
      ['an unknown attribute', doc({ type: 'paragraph', attrs: { onclick: 'x' } })],
      ['an unknown mark', doc(paragraph('x', [{ type: 'blink' }]))],
    ])('refuses a body with %s (422) and stores nothing', async (_label, body) => {
      const before = await slideIds(ada, courseId);
      const res = await ada.post(`/api/v1/courses/${courseId}/slides`, { kind: 'content', body });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('validation_failed');
      expect(await slideIds(ada, courseId)).toEqual(before);
    });

    it.each([
      ['one option', { ...quiz, options: ['only'], correct: [0] }],
      [
        'nine options',
        { ...quiz, options: Array.from({ length: 9 }, (_, i) => `o${i}`), correct: [0] },
      ],
      ['a correct answer out of range', { ...quiz, correct: [5] }],
      ['two answers on a single-answer quiz', { ...quiz, correct: [0, 1] }],
      ['no correct answer', { ...quiz, correct: [] }],
      ['an empty question', { ...quiz, question: ' ' }],
    ])('refuses a quiz with %s', async (_label, bad) => {
      const res = await ada.post(`/api/v1/courses/${courseId}/slides`, { kind: 'quiz', quiz: bad });
      expect(res.statusCode).toBe(422);
    });

    it('accepts a multiple-answer quiz and refuses a quiz slide without one', async () => {
      const multi = { ...quiz, options: ['a', 'b', 'c', 'd'], correct: [0, 2], multiple: true };
      await addSlide(ada, courseId, { kind: 'quiz', quiz: multi });
      expect(
        (await ada.post(`/api/v1/courses/${courseId}/slides`, { kind: 'quiz' })).statusCode,
      ).toBe(422);
    });

    it('inserts after a given slide and reorders only with the full list', async () => {
      const course = await createCourse(ada, { title: 'Order' });
      const a = await addSlide(ada, course.id, { kind: 'content', title: 'A' });
      const c = await addSlide(ada, course.id, { kind: 'content', title: 'C' });
      const b = await addSlide(ada, course.id, { kind: 'content', title: 'B', afterSlideId: a.id });
      expect(await slideIds(ada, course.id)).toEqual([a.id, b.id, c.id]);

      const order = `/api/v1/courses/${course.id}/slides/order`;
      const reordered = await ada.put(order, { slideIds: [c.id, a.id, b.id] });
      expect(reordered.statusCode).toBe(200);
      expect(await slideIds(ada, course.id)).toEqual([c.id, a.id, b.id]);

      const foreign = await addSlide(ada, courseId, { kind: 'content', title: 'elsewhere' });
      for (const slideIdsBody of [
        [c.id, a.id],
        [c.id, a.id, b.id, foreign.id],
        [c.id, a.id, a.id, b.id],
        [],
      ]) {
        const res = await ada.put(order, { slideIds: slideIdsBody });
        expect(res.statusCode).toBe(422);
      }
      const missingDetails = (await ada.put(order, { slideIds: [c.id, a.id] })).json().error
        .details;
      expect(missingDetails).toEqual([{ path: 'slideIds', code: 'missing', message: b.id }]);
      expect(await slideIds(ada, course.id)).toEqual([c.id, a.id, b.id]);
      expect((await ada.put(order, { ids: [a.id] })).statusCode).toBe(422);
      const badAfter = await ada.post(`/api/v1/courses/${course.id}/slides`, {
        kind: 'content',
        afterSlideId: foreign.id,
      });
      expect(badAfter.statusCode).toBe(422);
    });

    it('saves against the slide’s version; a second tab’s stale save gets 409 with the current slide', async () => {
      const slide = await addSlide(ada, courseId, {
        kind: 'content',
        title: 'Shared',
        body: doc(paragraph('v1')),
      });
      const url = `/api/v1/courses/${courseId}/slides/${slide.id}`;
      const tab1 = await ada.patch(url, { version: 1, body: doc(paragraph('from tab one')) });
      expect(tab1.json()).toMatchObject({ version: 2 });
      const tab2 = await ada.patch(url, { version: 1, body: doc(paragraph('from tab two')) });
      expect(tab2.statusCode).toBe(409);
      expect(tab2.json().error.details.current).toMatchObject({
        version: 2,
        body: doc(paragraph('from tab one')),
      });
      // The second tab chooses to overwrite, now knowing the current version.
      const overwrite = await ada.patch(url, { version: 2, body: doc(paragraph('from tab two')) });
      expect(overwrite.json()).toMatchObject({ version: 3, body: doc(paragraph('from tab two')) });
      expect((await ada.patch(url, { version: 3, quiz })).statusCode).toBe(422);
    });

    it('deletes a slide and updates the count', async () => {
      const course = await createCourse(ada, { title: 'Delete slide' });
      const s = await addSlide(ada, course.id, { kind: 'content' });
      expect((await ada.delete(`/api/v1/courses/${course.id}/slides/${s.id}`)).statusCode).toBe(
        204,
      );
      expect((await ada.delete(`/api/v1/courses/${course.id}/slides/${s.id}`)).statusCode).toBe(
        404,
      );
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json().slideCount).toBe(0);
    });

    it('pages through a long course', async () => {
      const course = await createCourse(ada, { title: 'Long' });
      for (let i = 0; i < 5; i++)
        await addSlide(ada, course.id, { kind: 'content', title: `S${i}` });
      const page = (await ada.get(`/api/v1/courses/${course.id}/slides?pageSize=2&page=3`)).json();
      expect(page).toMatchObject({ total: 5, page: 3, pageSize: 2 });
      expect(page.items.map((s: { title: string }) => s.title)).toEqual(['S4']);
      expect((await ada.get(`/api/v1/courses/${course.id}/slides?pageSize=101`)).statusCode).toBe(
        422,
      );
    });
  });

  describe('publish check', () => {
    it('refuses to publish placeholder quizzes and empty slides, listing each slide, until they are fixed', async () => {
      const course = await createCourse(ada, { title: 'Check me' });
      await addSlide(ada, course.id, {
        kind: 'content',
        title: 'Welcome',
        body: doc(paragraph('Hi')),
      });
      // What the editor puts in a new quiz, in English and in Spanish.
      const quiz = await addSlide(ada, course.id, {
        kind: 'quiz',
        quiz: {
          question: 'Write your question here',
          options: ['Option 1', 'Opción 2'],
          correct: [0],
          multiple: false,
        },
      });
      await addSlide(ada, course.id, { kind: 'content', body: doc(paragraph('  ')) });
      // A new fill-in-the-blank question: the placeholder and a blank.
      await addSlide(ada, course.id, {
        kind: 'quiz',
        quiz: {
          type: 'fill_blank',
          question: 'Write your question here {1}',
          blanks: [{ accepted: ['Item 1'] }],
        },
      });

      const refused = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: course.version,
        status: 'published',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'validation_failed',
        details: [
          { path: 'slides.2', code: 'placeholder_question' },
          { path: 'slides.2', code: 'placeholder_option' },
          { path: 'slides.3', code: 'empty_slide' },
          { path: 'slides.4', code: 'placeholder_question' },
          { path: 'slides.4', code: 'placeholder_answer' },
        ],
      });
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json()).toMatchObject({
        status: 'draft',
        version: course.version,
      });

      const ids = await slideIds(ada, course.id);
      await ada.patch(`/api/v1/courses/${course.id}/slides/${quiz.id}`, {
        version: quiz.version,
        quiz: {
          question: 'Which exit?',
          options: ['North', 'South'],
          correct: [1],
          multiple: false,
        },
      });
      await ada.delete(`/api/v1/courses/${course.id}/slides/${ids[3]}`);
      await ada.delete(`/api/v1/courses/${course.id}/slides/${ids[2]}`);
      const current = (await ada.get(`/api/v1/courses/${course.id}`)).json();
      const published = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: current.version,
        status: 'published',
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().status).toBe('published');
    });

    it('refuses the placeholder items of new interactions and flashcards, naming each slide, until they are replaced', async () => {
      const course = await createCourse(ada, { title: 'Interactions' });
      const question = 'Write your question here';
      // What "Add an interaction" puts in, in each of the four languages.
      const untouched = [
        { type: 'poll', question, options: ['Item 1', 'Item 2'], multiple: false },
        { type: 'ordering', question, items: ['Elemento 1', 'Elemento 2', 'Elemento 3'] },
        {
          type: 'matching',
          question,
          pairs: [
            ['العنصر 1', 'العنصر 2'],
            ['العنصر 3', 'العنصر 4'],
          ],
        },
        { type: 'fill_blank', question: `${question} {1}`, blanks: [{ accepted: ['第 1 项'] }] },
      ];
      for (const quiz of untouched) await addSlide(ada, course.id, { kind: 'quiz', quiz });
      await addSlide(ada, course.id, {
        kind: 'flashcards',
        cards: [
          { front: 'Item 1', back: 'Item 2' },
          { front: 'Item 3', back: 'Item 4' },
        ],
      });

      const publish = async () =>
        ada.patch(`/api/v1/courses/${course.id}`, {
          version: (await ada.get(`/api/v1/courses/${course.id}`)).json().version,
          status: 'published',
        });
      const edit = async (position: number, change: object) => {
        const slides = (await ada.get(`/api/v1/courses/${course.id}/slides`)).json().items;
        const { id, version } = slides[position - 1];
        const res = await ada.patch(`/api/v1/courses/${course.id}/slides/${id}`, {
          version,
          ...change,
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      const problem = (n: number, code: string, fix: string) => ({
        path: `slides.${n}`,
        code,
        message: `Slide ${n}: ${fix}`,
      });
      const items = [
        problem(1, 'placeholder_option', 'replace the placeholder options.'),
        problem(2, 'placeholder_item', 'replace the placeholder items.'),
        problem(3, 'placeholder_pair', 'replace the placeholder pairs.'),
        problem(4, 'placeholder_answer', 'replace the placeholder answers.'),
        problem(5, 'placeholder_card', 'replace the placeholder cards.'),
      ];
      const questionOf = (n: number) =>
        problem(n, 'placeholder_question', 'write the quiz question.');

      const refused = await publish();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.details).toEqual([
        ...[1, 2, 3, 4].flatMap((n) => [questionOf(n), items[n - 1]]),
        items[4],
      ]);

      // With the questions written, the items the editor put there still stop it.
      for (const [i, quiz] of untouched.entries()) {
        const written = quiz.type === 'fill_blank' ? 'Leave by the {1}' : 'Which?';
        await edit(i + 1, { quiz: { ...quiz, question: written } });
      }
      const stillRefused = await publish();
      expect(stillRefused.statusCode).toBe(422);
      expect(stillRefused.json().error.details).toEqual(items);

      // One placeholder left among real items is enough.
      await edit(1, {
        quiz: { type: 'poll', question: 'Which?', options: ['Tea', 'Coffee'], multiple: false },
      });
      await edit(2, {
        quiz: { type: 'ordering', question: 'Which?', items: ['Wake', 'Elemento 2', 'Go'] },
      });
      await edit(3, {
        quiz: {
          type: 'matching',
          question: 'Which?',
          pairs: [
            ['Red', 'Stop'],
            ['Green', 'Go'],
          ],
        },
      });
      await edit(4, {
        quiz: {
          type: 'fill_blank',
          question: 'Leave by the {1}',
          blanks: [{ accepted: ['door'] }],
        },
      });
      await edit(5, {
        cards: [
          { front: 'Hola', back: 'Hello' },
          { front: 'Adiós', back: 'Goodbye' },
        ],
      });
      const lastOne = await publish();
      expect(lastOne.json().error.details).toEqual([items[1]]);
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json().status).toBe('draft');

      await edit(2, {
        quiz: { type: 'ordering', question: 'Which?', items: ['Wake', 'Dress', 'Go'] },
      });
      const published = await publish();
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().status).toBe('published');
    });
  });

  describe('plan limits', () => {
    it('allows any number of courses during the trial and three on FREE after it, keeping the rest readable', async () => {
      const leader = t.client();
      await leader.signUp('limited@example.com');
      const ids: string[] = [];
      for (let i = 0; i < 4; i++)
        ids.push((await createCourse(leader, { title: `Trial ${i}` })).id);

      t.clock.advance(15 * DAY);
      const refused = await leader.post('/api/v1/courses', { title: 'Fifth' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error).toMatchObject({
        code: 'plan_limit',
        details: { limit: 'courses', max: 3 },
      });
      const duplicate = await leader.post(`/api/v1/courses/${ids[0]}/duplicate`);
      expect(duplicate.statusCode).toBe(402);
      expect((await leader.get('/api/v1/courses')).json().total).toBe(4);
      expect((await leader.get(`/api/v1/courses/${ids[3]}`)).statusCode).toBe(200);
      // Editing what exists stays allowed.
      expect(
        (await leader.post(`/api/v1/courses/${ids[3]}/slides`, { kind: 'content' })).statusCode,
      ).toBe(201);

      // Two deleted: back under the limit.
      await leader.delete(`/api/v1/courses/${ids[0]}`);
      await leader.delete(`/api/v1/courses/${ids[1]}`);
      expect((await leader.post('/api/v1/courses', { title: 'Third again' })).statusCode).toBe(201);
      expect((await leader.post('/api/v1/courses', { title: 'Fourth again' })).statusCode).toBe(
        402,
      );
      t.clock.advance(-15 * DAY);
    });

    it('refuses course building to an account without a workspace', async () => {
      const learner = t.client();
      const { id } = await learner.signUp('learner.only@example.com');
      await t.app.db.kysely.deleteFrom('leaders').where('user_id', '=', id).execute();
      const res = await learner.post('/api/v1/courses', { title: 'Nope' });
      expect(res.statusCode).toBe(403);
    });
  });
});
