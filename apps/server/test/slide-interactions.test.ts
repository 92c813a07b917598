import { sql } from 'kysely';
import { SLIDE_LAYOUTS } from '@slidewise/shared/courses/slide';
import { beforeAll, describe, expect, it } from 'vitest';
import * as slideLayoutsMigration from '../src/db/migrations/0015-slide-layouts.js';
import { gif, mp4, multipart } from './helpers/files.js';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const quizzes = {
  choice: { question: 'Pick B', options: ['A', 'B', 'C'], correct: [1], multiple: false },
  true_false: {
    type: 'true_false',
    question: 'Fire doors stay shut?',
    correct: true,
    explanation: 'Always.',
  },
  ordering: {
    type: 'ordering',
    question: 'Put the steps in order',
    items: ['Raise the alarm', 'Leave the building', 'Gather at the point', 'Report to the warden'],
  },
  matching: {
    type: 'matching',
    question: 'Match each sign with its meaning',
    pairs: [
      ['Red', 'Stop'],
      ['Green', 'Safe'],
      ['Yellow', 'Warning'],
    ],
  },
  fill_blank: {
    type: 'fill_blank',
    question: 'The assembly point is the {1} by the {2}.',
    blanks: [
      { accepted: ['car park', 'parking'] },
      { accepted: ['Gate', 'Gates'], caseSensitive: true },
    ],
    explanation: 'See the map.',
  },
  poll: {
    type: 'poll',
    question: 'How confident are you?',
    options: ['Very', 'Somewhat', 'Not'],
    multiple: false,
  },
} as const;

describe.each(dialects)('slide layouts and interactions on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let bob: TestClient;
  let carol: TestClient;

  const createCourse = async (client: TestClient, body: Record<string, unknown> = {}) => {
    const res = await client.post('/api/v1/courses', { title: 'Layouts', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const addSlide = (client: TestClient, courseId: string, body: Record<string, unknown>) =>
    client.post(`/api/v1/courses/${courseId}/slides`, body);
  const added = async (client: TestClient, courseId: string, body: Record<string, unknown>) => {
    const res = await addSlide(client, courseId, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const upload = async (client: TestClient, kind: 'image' | 'video') => {
    const file =
      kind === 'image'
        ? multipart(gif(), 'p.gif', 'image/gif')
        : multipart(mp4(), 'v.mp4', 'video/mp4');
    const res = await client.upload(`/api/v1/uploads?kind=${kind}`, file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const firstIssue = (res: {
    statusCode: number;
    json(): { error: { details: { path: string }[] } };
  }) => {
    expect(res.statusCode).toBe(422);
    return res.json().error.details[0]!.path;
  };

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    bob = await t.signedUp('bob@example.com', 'a-strong-passphrase', 'Bob');
    carol = await t.signedUp('carol@example.com', 'a-strong-passphrase', 'Carol');
  });

  describe('layouts, media, backgrounds and notes', () => {
    it('stores every layout and keeps the content when the layout changes', async () => {
      const course = await createCourse(ada);
      for (const layout of SLIDE_LAYOUTS) {
        expect((await added(ada, course.id, { kind: 'content', layout })).layout).toBe(layout);
      }
      const plain = await added(ada, course.id, {
        kind: 'content',
        title: 'Plain',
        body: doc('kept'),
      });
      expect(plain.layout).toBe('text');
      expect(
        firstIssue(await addSlide(ada, course.id, { kind: 'content', layout: 'carousel' })),
      ).toBe('layout');

      const image = await upload(ada, 'image');
      const media = { uploadId: image, alt: 'A fire door', caption: 'Keep it shut' };
      const slide = await added(ada, course.id, {
        kind: 'content',
        layout: 'media-left',
        title: 'Doors',
        subtitle: 'Week one',
        body: doc('Fire doors slow a fire down.'),
        media,
        notes: 'Mention the inspection.',
      });
      expect(slide.media).toEqual({ ...media, type: 'image', url: `/api/v1/uploads/${image}` });
      let version = slide.version;
      for (const layout of ['media-full', 'quote', 'text', 'media-right']) {
        const res = await ada.patch(`/api/v1/courses/${course.id}/slides/${slide.id}`, {
          version,
          layout,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          layout,
          title: 'Doors',
          subtitle: 'Week one',
          body: doc('Fire doors slow a fire down.'),
          media: { uploadId: image, alt: 'A fire door', caption: 'Keep it shut' },
          notes: 'Mention the inspection.',
        });
        version = res.json().version;
      }
      expect(
        firstIssue(
          await ada.patch(`/api/v1/courses/${course.id}/slides/${slide.id}`, {
            version,
            layout: 'grid',
          }),
        ),
      ).toBe('layout');
    });

    it('requires alt text for an image, takes a video or an allowed embed, and refuses another leader’s upload', async () => {
      const course = await createCourse(ada);
      const image = await upload(ada, 'image');
      const video = await upload(ada, 'video');
      const bobs = await upload(bob, 'image');
      const media = (m: object) =>
        addSlide(ada, course.id, { kind: 'content', layout: 'media-right', media: m });

      expect(firstIssue(await media({ uploadId: image }))).toBe('media.alt');
      expect(firstIssue(await media({ uploadId: image, alt: '   ' }))).toBe('media.alt');
      expect(firstIssue(await media({ uploadId: bobs, alt: 'Not mine' }))).toBe('media.uploadId');
      expect(firstIssue(await media({ uploadId: 'nope', alt: 'x' }))).toBe('media.uploadId');
      expect(firstIssue(await media({ embedUrl: 'https://evil.example/embed/x' }))).toBe(
        'media.embedUrl',
      );
      expect(firstIssue(await media({}))).toBe('media.uploadId');
      expect((await media({ uploadId: video })).json().media).toMatchObject({
        type: 'video',
        uploadId: video,
      });
      const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
      expect((await media({ embedUrl: embed, caption: 'Watch' })).json().media).toEqual({
        embedUrl: embed,
        caption: 'Watch',
        type: 'embed',
        url: embed,
      });
    });

    it('validates backgrounds: a colour, the leader’s own image, a dim of 0–80', async () => {
      const course = await createCourse(ada);
      const image = await upload(ada, 'image');
      const bobs = await upload(bob, 'image');
      const video = await upload(ada, 'video');
      const bg = (background: object) => addSlide(ada, course.id, { kind: 'content', background });
      expect(firstIssue(await bg({ color: 'red' }))).toBe('background.color');
      expect(firstIssue(await bg({ color: '#12345' }))).toBe('background.color');
      expect(firstIssue(await bg({ uploadId: bobs }))).toBe('background.uploadId');
      expect(firstIssue(await bg({ uploadId: video }))).toBe('background.uploadId');
      expect(firstIssue(await bg({ uploadId: image, dim: 81 }))).toBe('background.dim');
      const ok = (await bg({ color: '#1A2B3C', uploadId: image, dim: 40 })).json();
      expect(ok.background).toEqual({
        color: '#1a2b3c',
        uploadId: image,
        imageUrl: `/api/v1/uploads/${image}`,
        dim: 40,
      });
      const cleared = await ada.patch(`/api/v1/courses/${course.id}/slides/${ok.id}`, {
        version: ok.version,
        background: null,
      });
      expect(cleared.json().background).toBeUndefined();
    });

    it('refuses a background colour the theme’s text cannot be read on, keeping the slide', async () => {
      const course = await createCourse(ada, { theme: { preset: 'slate' } });
      const slide = await added(ada, course.id, {
        kind: 'content',
        background: { color: '#ffe4e6' },
      });
      const grey = await ada.patch(`/api/v1/courses/${course.id}/slides/${slide.id}`, {
        version: slide.version,
        background: { color: '#777777' },
      });
      expect(grey.statusCode).toBe(422);
      const [issue] = grey.json().error.details;
      expect(issue).toMatchObject({ path: 'background.color', code: 'low_contrast' });
      expect(issue.message).toMatch(/contrast of 4\.08:1; it needs at least 4\.5:1/);
      const created = await addSlide(ada, course.id, {
        kind: 'content',
        background: { color: '#6b7280' },
      });
      expect(firstIssue(created)).toBe('background.color');
      const stored = (await ada.get(`/api/v1/courses/${course.id}/slides`)).json().items;
      expect(stored).toHaveLength(1);
      expect(stored[0].background).toEqual({ color: '#ffe4e6' });
      expect(stored[0].version).toBe(slide.version);
    });

    it('keeps a theme on the course and refuses a bad one', async () => {
      expect((await createCourse(ada)).theme).toEqual({ preset: 'violet' });
      const course = await createCourse(ada, {
        theme: { preset: 'ocean', accent: '#DB2777', font: 'serif' },
      });
      expect(course.theme).toEqual({ preset: 'ocean', accent: '#db2777', font: 'serif' });
      const bad = (theme: object) =>
        ada.patch(`/api/v1/courses/${course.id}`, { version: course.version, theme });
      expect(firstIssue(await bad({ preset: 'neon' }))).toBe('theme.preset');
      expect(firstIssue(await bad({ preset: 'slate', accent: 'blue' }))).toBe('theme.accent');
      expect(firstIssue(await bad({ preset: 'slate', font: 'comic' }))).toBe('theme.font');
      // The accent colours the titles: too pale on the light background (2.77:1 < 3:1).
      const pale = await bad({ preset: 'ocean', accent: '#00aa88' });
      expect(firstIssue(pale)).toBe('theme.accent');
      expect(pale.json().error.details[0].message).toMatch(/2\.77:1 .* at least 3:1/);
      expect(
        firstIssue(
          await ada.post('/api/v1/courses', {
            title: 'Pale',
            theme: { preset: 'violet', accent: '#ffff00' },
          }),
        ),
      ).toBe('theme.accent');
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json().theme.accent).toBe('#db2777');
      const res = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: course.version,
        theme: { preset: 'contrast' },
      });
      expect(res.json().theme).toEqual({ preset: 'contrast' });
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json().theme).toEqual({
        preset: 'contrast',
      });
    });

    it('keeps another leader out with 404', async () => {
      const course = await createCourse(ada);
      const slide = await added(ada, course.id, { kind: 'quiz', quiz: quizzes.ordering });
      expect((await bob.get(`/api/v1/courses/${course.id}/slides`)).statusCode).toBe(404);
      expect(
        (
          await bob.patch(`/api/v1/courses/${course.id}/slides/${slide.id}`, {
            version: 1,
            layout: 'title',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await addSlide(bob, course.id, { kind: 'content', layout: 'title' })).statusCode,
      ).toBe(404);
      expect(
        (
          await bob.patch(`/api/v1/courses/${course.id}`, {
            version: 1,
            theme: { preset: 'slate' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await ada.get(`/api/v1/courses/${course.id}/slides`)).json().items[0].layout).toBe(
        'text',
      );
    });
  });

  describe('interaction validation', () => {
    it('accepts each interaction type and refuses bad ones with 422 naming the field', async () => {
      const course = await createCourse(ada);
      for (const quiz of Object.values(quizzes)) {
        const slide = await added(ada, course.id, { kind: 'quiz', quiz });
        expect(slide.quiz).toEqual(quiz);
      }
      const cards = [
        { front: 'PPE', back: 'Personal protective equipment' },
        { front: 'RCD', back: 'Residual current device' },
      ];
      expect((await added(ada, course.id, { kind: 'flashcards', cards })).cards).toEqual(cards);

      // Each quiz refused, with the first field its answer names.
      const matching = (...pairs: string[][]) => ({ ...quizzes.matching, pairs });
      const refused: [object, string][] = [
        [{ type: 'hotspot', question: 'Where?' }, 'quiz.type'],
        [{ ...quizzes.ordering, items: ['One', 'Two', 'one'] }, 'quiz.items.2'],
        [{ ...quizzes.ordering, items: ['One', 'Two'] }, 'quiz.items'],
        [matching(['Red', 'Stop'], ['Green', '  ']), 'quiz.pairs.1.1'],
        [matching(['Red', 'Stop'], ['Red', 'Go']), 'quiz.pairs.1.0'],
        [
          { ...quizzes.fill_blank, blanks: [{ accepted: [] }, { accepted: ['x'] }] },
          'quiz.blanks.0.accepted',
        ],
        [{ ...quizzes.fill_blank, blanks: [{ accepted: ['x'] }] }, 'quiz.question'],
        [{ ...quizzes.poll, options: ['Only'] }, 'quiz.options'],
        [{ type: 'true_false', question: 'Yes?', correct: 'yes' }, 'quiz.correct'],
      ];
      for (const [quiz, path] of refused) {
        expect(firstIssue(await addSlide(ada, course.id, { kind: 'quiz', quiz })), path).toBe(path);
      }
      expect(
        firstIssue(
          await addSlide(ada, course.id, { kind: 'flashcards', cards: cards.slice(0, 1) }),
        ),
      ).toBe('cards');
      expect(firstIssue(await addSlide(ada, course.id, { kind: 'flashcards' }))).toBe('cards');
      expect(firstIssue(await addSlide(ada, course.id, { kind: 'content', cards }))).toBe('cards');
      expect(firstIssue(await addSlide(ada, course.id, { kind: 'origami' }))).toBe('kind');
      expect((await ada.get(`/api/v1/courses/${course.id}`)).json().slideCount).toBe(7);
    });
  });

  describe('taking the course', () => {
    let courseId: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const course = await createCourse(ada, { title: 'Fire safety', theme: { preset: 'sunset' } });
      courseId = course.id;
      ids.intro = (
        await added(ada, courseId, {
          kind: 'content',
          layout: 'title',
          title: 'Fire safety',
          subtitle: 'Ten minutes',
          notes: 'SECRET-NOTE',
        })
      ).id;
      for (const [type, quiz] of Object.entries(quizzes)) {
        ids[type] = (
          await added(ada, courseId, { kind: 'quiz', title: type, quiz, notes: 'SECRET-NOTE' })
        ).id;
      }
      ids.cards = (
        await added(ada, courseId, {
          kind: 'flashcards',
          cards: [
            { front: 'PPE', back: 'Protective equipment' },
            { front: 'RCD', back: 'Residual current device' },
          ],
        })
      ).id;
      expect(
        (await ada.patch(`/api/v1/courses/${courseId}`, { version: 1, status: 'published' }))
          .statusCode,
      ).toBe(200);
      const assigned = await ada.post(`/api/v1/courses/${courseId}/assignees`, {
        emails: ['bob@example.com', 'carol@example.com'],
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    });

    const progress = (who: TestClient, body: Record<string, unknown>) =>
      who.post(`/api/v1/learning/${courseId}/progress`, body);

    it('never sends notes or right answers before the learner answers', async () => {
      const res = await bob.get(`/api/v1/learning/${courseId}`);
      expect(res.statusCode).toBe(200);
      const player = res.json();
      const text = JSON.stringify(player);
      expect(player.course.theme).toEqual({ preset: 'sunset' });
      expect(text).not.toContain('SECRET-NOTE');
      expect(text).not.toContain('notes');
      for (const secret of [
        'car park',
        'parking',
        'Gates',
        'accepted',
        'correct',
        'Always.',
        'See the map.',
      ]) {
        expect(text).not.toContain(secret);
      }
      const byId = (id: string) => player.slides.find((s: { id: string }) => s.id === id);
      expect(byId(ids.intro!)).toMatchObject({
        layout: 'title',
        title: 'Fire safety',
        subtitle: 'Ten minutes',
      });
      expect(byId(ids.true_false!).quiz).toEqual({
        type: 'true_false',
        question: 'Fire doors stay shut?',
      });
      const ordering = byId(ids.ordering!).quiz;
      expect([...ordering.items].sort()).toEqual([...quizzes.ordering.items].sort());
      expect(ordering.items).not.toEqual(quizzes.ordering.items);
      const matching = byId(ids.matching!).quiz;
      expect(matching.left).toEqual(['Red', 'Green', 'Yellow']);
      expect([...matching.right].sort()).toEqual(['Safe', 'Stop', 'Warning']);
      expect(matching.right).not.toEqual(['Stop', 'Safe', 'Warning']);
      expect(matching.pairs).toBeUndefined();
      expect(byId(ids.fill_blank!).quiz).toEqual({
        type: 'fill_blank',
        question: quizzes.fill_blank.question,
        blanks: 2,
      });
      expect(byId(ids.poll!).quiz).toEqual({ ...quizzes.poll });
      expect(byId(ids.choice!).quiz).toEqual({
        question: 'Pick B',
        options: ['A', 'B', 'C'],
        multiple: false,
      });
      // The shuffle is stable for one learner across loads.
      expect((await bob.get(`/api/v1/learning/${courseId}`)).json().slides).toEqual(player.slides);
    });

    it('refuses an answer of the wrong shape for the slide’s type with 422 on answer', async () => {
      const wrong: [string, unknown][] = [
        ['true_false', [0]],
        ['true_false', 'true'],
        ['ordering', ['Raise the alarm', 'Leave the building']],
        ['ordering', true],
        [
          'matching',
          [
            ['Red', 'Stop'],
            ['Green', 'Stop'],
            ['Yellow', 'Warning'],
          ],
        ],
        ['matching', ['Red', 'Stop']],
        ['fill_blank', ['car park']],
        ['fill_blank', [1, 2]],
        ['poll', [5]],
        ['poll', [0, 1]],
        ['choice', [true]],
      ];
      for (const [type, answer] of wrong) {
        const res = await progress(bob, { slideId: ids[type], answer });
        expect(res.statusCode, `${type} ${JSON.stringify(answer)}`).toBe(422);
        expect(res.json().error.details[0].path).toBe('answer');
      }
      expect(firstIssue(await progress(bob, { slideId: ids.cards, answer: [0] }))).toBe('answer');
      // Nothing was recorded by the refused answers.
      const player = (await bob.get(`/api/v1/learning/${courseId}`)).json();
      expect(player.slides.every((s: { viewed: boolean }) => !s.viewed)).toBe(true);
    });

    it('grades each type on the server, keeps the first answer, and shows feedback after', async () => {
      const answer = async (type: string, value: unknown) => {
        const res = await progress(bob, { slideId: ids[type], answer: value });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().feedback;
      };
      expect(await answer('true_false', false)).toEqual({
        correct: false,
        correctAnswer: true,
        explanation: 'Always.',
      });
      // The first answer stands.
      expect((await answer('true_false', true)).correct).toBe(false);
      expect(await answer('ordering', [...quizzes.ordering.items])).toEqual({
        correct: true,
        correctAnswer: quizzes.ordering.items,
        explanation: null,
      });
      expect(
        await answer('matching', [
          ['Green', 'Safe'],
          ['Red', 'Warning'],
          ['Yellow', 'Stop'],
        ]),
      ).toMatchObject({ correct: false, correctAnswer: quizzes.matching.pairs });
      // Trimmed and case-insensitive, except the blank marked case-sensitive.
      expect(await answer('fill_blank', ['  CAR   Park ', 'Gate'])).toEqual({
        correct: true,
        correctAnswer: [
          ['car park', 'parking'],
          ['Gate', 'Gates'],
        ],
        explanation: 'See the map.',
      });
      expect(await answer('choice', [1])).toEqual({
        correct: true,
        correctOptions: [1],
        explanation: null,
      });
      expect(await answer('poll', [0])).toEqual({ explanation: null, distribution: [1, 0, 0] });

      const carolFill = await progress(carol, {
        slideId: ids.fill_blank,
        answer: ['car park', 'gate'],
      });
      expect(carolFill.json().feedback.correct).toBe(false);
      const carolPoll = (await progress(carol, { slideId: ids.poll, answer: [2] })).json();
      expect(carolPoll.feedback).toEqual({ explanation: null, distribution: [1, 0, 1] });
      expect(JSON.stringify(carolPoll)).not.toContain('bob');

      for (const id of [ids.intro, ids.cards]) await progress(bob, { slideId: id });
      const state = (await progress(bob, { slideId: ids.cards })).json();
      // 3 of 5 graded answers right (true/false and matching wrong); the poll counts for nothing.
      expect(state).toMatchObject({ status: 'completed', progress: 100, score: 60 });

      const player = (await bob.get(`/api/v1/learning/${courseId}`)).json();
      const byId = (id: string) => player.slides.find((s: { id: string }) => s.id === id);
      expect(byId(ids.true_false!)).toMatchObject({
        answer: false,
        feedback: { correct: false, correctAnswer: true },
      });
      expect(byId(ids.poll!)).toMatchObject({ answer: [0], feedback: { distribution: [1, 0, 1] } });
      expect(byId(ids.fill_blank!).answer).toEqual(['CAR   Park', 'Gate']);
      expect(JSON.stringify(player)).not.toContain('SECRET-NOTE');

      const row = (await ada.get(`/api/v1/courses/${courseId}/assignees`))
        .json()
        .items.find((a: { email: string }) => a.email === 'bob@example.com');
      expect(row).toMatchObject({ status: 'completed', score: 60 });
    });

    it('reports every interaction: correct rates, a poll’s split, the most common wrong answers', async () => {
      // Dave answers after Bob and Carol (see above): a second wrong matching, a third poll vote.
      const dave = t.client();
      await dave.signUp('dave.report@example.com');
      await ada.post(`/api/v1/courses/${courseId}/assignees`, {
        emails: ['dave.report@example.com'],
      });
      const wrongPairs = [
        ['Green', 'Safe'],
        ['Red', 'Warning'],
        ['Yellow', 'Stop'],
      ];
      for (const [slide, answer] of [
        ['matching', wrongPairs],
        ['ordering', [...quizzes.ordering.items].reverse()],
        ['fill_blank', ['Car  Park', 'gates']],
        ['poll', [0]],
      ] as const) {
        const res = await progress(dave, { slideId: ids[slide], answer });
        expect(res.statusCode, res.body).toBe(200);
      }
      const report = await ada.get(`/api/v1/reports/questions?courseId=${courseId}`);
      expect(report.statusCode).toBe(200);
      const row = (type: string) =>
        report.json().items.find((q: { type: string }) => q.type === type);
      expect(row('poll')).toMatchObject({
        answered: 3,
        correctRate: null,
        distribution: [
          { option: 'Very', count: 2 },
          { option: 'Somewhat', count: 0 },
          { option: 'Not', count: 1 },
        ],
      });
      expect(row('matching')).toMatchObject({
        answered: 2,
        correct: 0,
        correctRate: 0,
        commonWrong: { answer: 'Green = Safe; Red = Warning; Yellow = Stop', count: 2 },
      });
      expect(row('ordering')).toMatchObject({
        answered: 2,
        correct: 1,
        correctRate: 50,
        commonWrong: {
          answer:
            'Report to the warden → Gather at the point → Leave the building → Raise the alarm',
          count: 1,
        },
      });
      // Blank 1 was right each time; blank 2 is case-sensitive: "gate" twice, "gates" once.
      expect(row('fill_blank')).toMatchObject({
        answered: 3,
        correct: 1,
        correctRate: 33,
        blanks: [
          { blank: 1, wrong: [] },
          {
            blank: 2,
            wrong: [
              { entry: 'gate', count: 1 },
              { entry: 'gates', count: 1 },
            ],
          },
        ],
      });
      expect(row('choice')).toMatchObject({ answered: 1, correct: 1, correctRate: 100 });
      expect(row('choice').distribution).toBeUndefined();

      const csv = await ada.get(`/api/v1/reports/questions?courseId=${courseId}&format=csv`);
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trim().split(/\r?\n/);
      expect(lines[0]).toContain('Slide,Question,Answered,Correct,Correct %,Answers');
      expect(lines.find((l) => l.includes('How confident'))).toContain(
        'Very: 2; Somewhat: 0; Not: 1',
      );
      expect(lines.find((l) => l.includes('Match each sign'))).toContain(
        'Green = Safe; Red = Warning; Yellow = Stop (2)',
      );
      expect(lines.find((l) => l.includes('assembly point'))).toContain('{2} gate (1), gates (1)');

      // Another leader does not see it.
      const other = await carol.get(`/api/v1/reports/questions?courseId=${courseId}`);
      expect(other.statusCode).toBe(404);
    });

    it('keeps recorded answers in reports when a quiz changes type', async () => {
      const before = (await ada.get(`/api/v1/reports/questions?courseId=${courseId}`)).json();
      const tf = before.items.find(
        (q: { question: string }) => q.question === 'Fire doors stay shut?',
      );
      expect(tf).toMatchObject({ answered: 1, correct: 0 });
      const slide = (await ada.get(`/api/v1/courses/${courseId}/slides`))
        .json()
        .items.find((s: { id: string }) => s.id === ids.true_false);
      const changed = await ada.patch(`/api/v1/courses/${courseId}/slides/${slide.id}`, {
        version: slide.version,
        quiz: { ...quizzes.poll, question: 'Fire doors stay shut?' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = (await ada.get(`/api/v1/reports/questions?courseId=${courseId}`)).json();
      expect(
        after.items.find((q: { question: string }) => q.question === 'Fire doors stay shut?'),
      ).toMatchObject({
        answered: 1,
      });
      // The learner's view survives an answer of the old shape.
      const player = await bob.get(`/api/v1/learning/${courseId}`);
      expect(player.statusCode).toBe(200);
    });

    it('is 404 for someone not assigned', async () => {
      const dave = t.client();
      await dave.signUp('dave@example.com');
      expect((await dave.get(`/api/v1/learning/${courseId}`)).statusCode).toBe(404);
      expect((await progress(dave, { slideId: ids.poll, answer: [0] })).statusCode).toBe(404);
    });
  });

  it('scores against the pass mark without polls, and a retake clears answers of every type', async () => {
    const course = await createCourse(ada, { title: 'Pass mark' });
    const ids: Record<string, string> = {};
    for (const type of ['true_false', 'ordering', 'matching', 'fill_blank', 'poll'] as const) {
      ids[type] = (
        await added(ada, course.id, { kind: 'quiz', title: type, quiz: quizzes[type] })
      ).id;
    }
    const published = await ada.patch(`/api/v1/courses/${course.id}`, {
      version: 1,
      status: 'published',
      passMark: 75,
      maxAttempts: 2,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(
      (await ada.post(`/api/v1/courses/${course.id}/assignees`, { emails: ['carol@example.com'] }))
        .statusCode,
    ).toBe(200);
    const take = async (right: boolean) => {
      const answers: Record<string, unknown> = {
        true_false: right,
        ordering: [...quizzes.ordering.items],
        matching: quizzes.matching.pairs.map((p) => [...p]),
        fill_blank: right ? ['parking', 'Gates'] : ['garage', 'Gates'],
        poll: [1],
      };
      let last;
      for (const [type, answer] of Object.entries(answers)) {
        last = await carol.post(`/api/v1/learning/${course.id}/progress`, {
          slideId: ids[type],
          answer,
        });
        expect(last.statusCode, last.body).toBe(200);
      }
      return last!.json();
    };
    // Two of four graded answers right: 50 %, below 75 %. A poll never counts.
    expect(await take(false)).toMatchObject({ score: 50, result: 'failed', attemptsLeft: 1 });
    const retake = await carol.post(`/api/v1/learning/${course.id}/retake`);
    expect(retake.statusCode, retake.body).toBe(200);
    const cleared = (await carol.get(`/api/v1/learning/${course.id}`)).json();
    expect(
      cleared.slides.map((s: { answer: unknown; feedback: unknown }) => [s.answer, s.feedback]),
    ).toEqual(Object.keys(ids).map(() => [null, null]));
    expect(await take(true)).toMatchObject({
      status: 'completed',
      score: 100,
      result: 'passed',
      attempt: 2,
    });
    const poll = (await carol.get(`/api/v1/learning/${course.id}`)).json().slides[4];
    // Both attempts' poll answers were counted once each: the first went with the retake.
    expect(poll.feedback).toEqual({ explanation: null, distribution: [0, 1, 0] });
  });

  it('migrates existing slides to the text layout with nothing lost', async () => {
    const db = t.app.db.kysely;
    const course = (await createCourse(ada, { title: 'Legacy' })).id as string;
    await slideLayoutsMigration.down(db as never);
    const body = JSON.stringify(doc('Old words'));
    const quiz = JSON.stringify(quizzes.choice);
    const now = new Date().toISOString();
    await sql`insert into slides (id, course_id, position, kind, title, body, quiz, minutes, version, created_at, updated_at)
      values ('old-1', ${course}, 0, 'content', 'Old', ${body}, null, 1, 3, ${now}, ${now}),
             ('old-2', ${course}, 1, 'quiz', 'Old quiz', null, ${quiz}, 0.5, 1, ${now}, ${now})`.execute(
      db,
    );
    await slideLayoutsMigration.up(db as never);
    const res = await ada.get(`/api/v1/courses/${course}/slides`);
    expect(res.json().items).toMatchObject([
      {
        id: 'old-1',
        kind: 'content',
        layout: 'text',
        title: 'Old',
        body: doc('Old words'),
        version: 3,
      },
      { id: 'old-2', kind: 'quiz', layout: 'text', title: 'Old quiz', quiz: quizzes.choice },
    ]);
    const types = await db
      .selectFrom('slides')
      .select(['id', 'quiz_type'])
      .where('course_id', '=', course)
      .orderBy('id')
      .execute();
    expect(types).toEqual([
      { id: 'old-1', quiz_type: null },
      { id: 'old-2', quiz_type: 'choice' },
    ]);
  });
});
