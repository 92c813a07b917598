import { beforeAll, describe, expect, it } from 'vitest';
import { slideCreateSchema } from '@slidewise/shared/courses/slide';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'] as const;
const TEMPLATE_IDS = [
  'onboarding',
  'safety-briefing',
  'policy-acknowledgement',
  'product-training',
];
const DAY = 24 * 60 * 60 * 1000;

/** The script each language is written in: a real translation, not English with another label. */
const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u;
const SCRIPT: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: LATIN,
  es: LATIN,
  ar: /\p{Script=Arabic}/u,
  'zh-cn': /\p{Script=Han}/u,
};

interface Slide {
  id: string;
  kind: 'content' | 'quiz' | 'flashcards';
  layout: string;
  title: string;
  subtitle?: string;
  body?: unknown;
  notes?: string;
  cards?: { front: string; back: string }[];
  quiz?: {
    type?: string;
    correct?: number[] | boolean;
    items?: string[];
    pairs?: [string, string][];
    blanks?: { accepted: string[] }[];
  };
}

/** The right answer, read from the author's view of a quiz slide. */
function rightAnswer(quiz: NonNullable<Slide['quiz']>): unknown {
  switch (quiz.type ?? 'choice') {
    case 'ordering':
      return quiz.items;
    case 'matching':
      return quiz.pairs;
    case 'fill_blank':
      return quiz.blanks!.map((blank) => blank.accepted[0]);
    case 'poll':
      return [0];
    default:
      return quiz.correct;
  }
}

/** What a slide is, stripped of its words: the same in every language. */
const shape = (slide: Slide) => ({
  kind: slide.kind,
  layout: slide.layout,
  type: slide.quiz?.type ?? null,
  correct: slide.quiz?.correct ?? null,
  items: slide.quiz?.items?.length ?? null,
  pairs: slide.quiz?.pairs?.length ?? null,
  blanks: slide.quiz?.blanks?.length ?? null,
  cards: slide.cards?.length ?? null,
});

describe.each(dialects)('course templates on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let bob: TestClient;
  let carol: TestClient;

  const fromTemplate = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/v1/courses', body);
  const slidesOf = async (client: TestClient, courseId: string): Promise<Slide[]> => {
    const res = await client.get(`/api/v1/courses/${courseId}/slides`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  };
  const courseCount = async (client: TestClient) =>
    (await client.get('/api/v1/courses')).json().total as number;

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    bob = await t.signedUp('bob@example.com', 'a-strong-passphrase', 'Bob');
    carol = await t.signedUp('carol@example.com', 'a-strong-passphrase', 'Carol');
  });

  it('lists the four starter courses in each language, and refuses another language', async () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      const res = await ada.get(`/api/v1/course-templates?language=${language}`);
      expect(res.statusCode, res.body).toBe(200);
      const { items } = res.json();
      expect(items.map((i: { id: string }) => i.id)).toEqual(TEMPLATE_IDS);
      for (const item of items) {
        expect(item.slideCount).toBeGreaterThanOrEqual(5);
        expect(item.slideCount).toBeLessThanOrEqual(10);
        expect(item.title).toMatch(SCRIPT[language]);
        expect(item.description).toMatch(SCRIPT[language]);
        titles.add(item.title);
      }
      if (language === 'es') {
        for (const item of items) expect(item.description).toMatch(/[áéíóúñ¿¡]/u);
      }
    }
    // Sixteen different titles: each language has its own words.
    expect(titles.size).toBe(16);
    expect((await ada.get('/api/v1/course-templates')).json().items[0].title).toBe(
      'Welcome aboard',
    );
    const refused = await ada.get('/api/v1/course-templates?language=fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details[0].path).toBe('language');
    expect((await t.client().get('/api/v1/course-templates')).statusCode).toBe(401);
  });

  it('makes a draft course of the leader from each template in each language, with valid slides', async () => {
    const shapes = new Map<string, unknown>();
    const englishTitles = new Map<string, string[]>();
    for (const language of LANGUAGES) {
      const listed = (await ada.get(`/api/v1/course-templates?language=${language}`)).json().items;
      for (const template of listed) {
        const res = await fromTemplate(ada, { templateId: template.id, language });
        expect(res.statusCode, res.body).toBe(201);
        const course = res.json();
        expect(course).toMatchObject({
          title: template.title,
          description: template.description,
          language,
          status: 'draft',
          slideCount: template.slideCount,
          version: 1,
        });
        expect(course.estimatedMinutes).toBeGreaterThan(0);
        expect(course.theme.preset).not.toBe(undefined);
        const slides = await slidesOf(ada, course.id);
        expect(slides).toHaveLength(template.slideCount);
        for (const slide of slides) {
          // Each slide is one a leader could have sent to the slide API.
          const { id: _id, ...input } = slide;
          const check = slideCreateSchema.safeParse({
            ...input,
            ...(input.quiz ? { quiz: { type: 'choice', ...input.quiz } } : {}),
          });
          expect(check.success, `${template.id} ${language} ${slide.title}`).toBe(true);
          expect(slide.title).toMatch(SCRIPT[language]);
        }
        expect(new Set(slides.map((s) => s.layout)).size).toBeGreaterThanOrEqual(3);
        const interactions = new Set(
          slides.flatMap((s) =>
            s.kind === 'flashcards' ? ['flashcards'] : s.quiz ? [s.quiz.type ?? 'choice'] : [],
          ),
        );
        expect(interactions.size).toBeGreaterThanOrEqual(3);
        // The same course in every language: layouts, interactions and answers line up.
        const structure = slides.map(shape);
        if (shapes.has(template.id)) expect(structure).toEqual(shapes.get(template.id));
        shapes.set(template.id, structure);
        // Translated, slide by slide (English comes first).
        const slideTitles = slides.map((s) => s.title);
        if (language === 'en') englishTitles.set(template.id, slideTitles);
        else {
          slideTitles.forEach((title, i) =>
            expect(title).not.toBe(englishTitles.get(template.id)![i]),
          );
        }
      }
    }
    // Every layout but the full-bleed picture (it needs an upload) and every interaction is used.
    const all = [...shapes.values()].flat() as ReturnType<typeof shape>[];
    expect(new Set(all.map((s) => s.layout))).toEqual(
      new Set(['title', 'text', 'media-left', 'media-right', 'two-columns', 'quote']),
    );
    expect(new Set(all.map((s) => (s.kind === 'quiz' ? (s.type ?? 'choice') : s.kind)))).toEqual(
      new Set([
        'content',
        'flashcards',
        'choice',
        'true_false',
        'ordering',
        'matching',
        'fill_blank',
        'poll',
      ]),
    );
  });

  it('takes the leader’s own title, and edits like any course', async () => {
    const res = await fromTemplate(ada, {
      templateId: 'safety-briefing',
      language: 'es',
      title: '  Seguridad en el almacén ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const course = res.json();
    expect(course).toMatchObject({ title: 'Seguridad en el almacén', language: 'es' });
    const [first] = await slidesOf(ada, course.id);
    const edited = await ada.patch(`/api/v1/courses/${course.id}/slides/${first!.id}`, {
      version: 1,
      title: 'Bienvenida',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The template itself is untouched by the edit.
    const again = (
      await fromTemplate(ada, { templateId: 'safety-briefing', language: 'es' })
    ).json();
    expect((await slidesOf(ada, again.id))[0]!.title).toBe('Charla de seguridad en el trabajo');
  });

  it('refuses an unknown template or language with 422 naming the field, creating nothing', async () => {
    const before = await courseCount(ada);
    const cases: [Record<string, unknown>, string][] = [
      [{ templateId: 'nope', language: 'en' }, 'templateId'],
      [{ templateId: '', language: 'en' }, 'templateId'],
      [{ templateId: 'onboarding', language: 'fr' }, 'language'],
      [{ templateId: 42, language: 'en' }, 'templateId'],
      [{ language: 'en' }, 'title'],
    ];
    for (const [body, path] of cases) {
      const res = await fromTemplate(ada, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed' });
      expect(res.json().error.details[0].path).toBe(path);
    }
    expect(await courseCount(ada)).toBe(before);
  });

  it('keeps a course made from a template private to its leader', async () => {
    const course = (await fromTemplate(ada, { templateId: 'onboarding', language: 'ar' })).json();
    const [slide] = await slidesOf(ada, course.id);
    expect((await bob.get(`/api/v1/courses/${course.id}`)).statusCode).toBe(404);
    expect((await bob.get(`/api/v1/courses/${course.id}/slides`)).statusCode).toBe(404);
    expect(
      (
        await bob.patch(`/api/v1/courses/${course.id}/slides/${slide!.id}`, {
          version: 1,
          title: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await bob.post(`/api/v1/courses/${course.id}/duplicate`)).statusCode).toBe(404);
    const bobs = (await bob.get('/api/v1/courses')).json();
    expect(bobs.items.map((c: { id: string }) => c.id)).not.toContain(course.id);
  });

  it('grades every quiz of every template on the server', async () => {
    for (const [i, templateId] of TEMPLATE_IDS.entries()) {
      const language = LANGUAGES[i]!;
      const course = (await fromTemplate(ada, { templateId, language })).json();
      const slides = await slidesOf(ada, course.id);
      const published = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: course.version,
        status: 'published',
      });
      expect(published.statusCode, published.body).toBe(200);
      const assigned = await ada.post(`/api/v1/courses/${course.id}/assignees`, {
        emails: ['carol@example.com'],
      });
      expect(assigned.statusCode, assigned.body).toBe(200);

      const player = (await carol.get(`/api/v1/learning/${course.id}`)).json();
      expect(player.course.language).toBe(language);
      expect(JSON.stringify(player)).not.toContain('accepted');
      for (const slide of slides.filter((s) => s.notes)) {
        expect(JSON.stringify(player)).not.toContain(slide.notes);
      }

      let state: { status: string; score: number | null } | undefined;
      for (const slide of slides) {
        const body = slide.quiz
          ? { slideId: slide.id, answer: rightAnswer(slide.quiz) }
          : { slideId: slide.id };
        const res = await carol.post(`/api/v1/learning/${course.id}/progress`, body);
        expect(res.statusCode, `${templateId} ${slide.title}: ${res.body}`).toBe(200);
        if (slide.quiz && slide.quiz.type !== 'poll') {
          expect(res.json().feedback.correct, `${templateId} ${slide.title}`).toBe(true);
        }
        state = res.json();
      }
      expect(state).toMatchObject({ status: 'completed', score: 100 });
    }
  });

  it('counts a course from a template against the plan’s course limit', async () => {
    const leader = t.client();
    await leader.signUp('limited@example.com');
    t.clock.advance(15 * DAY);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fromTemplate(leader, { templateId: TEMPLATE_IDS[i], language: 'en' });
        expect(res.statusCode, res.body).toBe(201);
      }
      const refused = await fromTemplate(leader, {
        templateId: 'product-training',
        language: 'en',
      });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error).toMatchObject({
        code: 'plan_limit',
        details: { limit: 'courses', max: 3 },
      });
      expect(await courseCount(leader)).toBe(3);
    } finally {
      t.clock.advance(-15 * DAY);
    }
  });
});
