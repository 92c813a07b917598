import { beforeAll, describe, expect, it } from 'vitest';
import type { RichTextNode } from '@slidewise/shared/courses/rich-text';
import { alteredDeck, deckOf, pdfOf, sampleDeck, zipOf } from './helpers/decks.js';
import { exe, multipart } from './helpers/files.js';
import { countRows, dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

interface Job {
  id: string;
  status: string;
  done: number;
  total: number;
  courseId?: string;
  report: { slide: number; message: string }[];
  error?: string;
}

interface SlideOut {
  title: string;
  layout: string;
  subtitle?: string;
  body: { content: RichTextNode[] };
  media?: { type: string; url: string; alt?: string };
  notes?: string;
}

/** Every text of a node, joined. */
const textOf = (node: RichTextNode): string =>
  (node.text ?? '') + (node.content ?? []).map(textOf).join('');

describe.each(dialects)('importing presentations on %s', (dialect) => {
  const { t } = useTestApp(dialect);
  let ada: TestClient;

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com');
  });

  function upload(
    client: TestClient,
    file: Buffer,
    name = 'deck.pptx',
    fields: Record<string, string> = {},
  ) {
    return client.upload('/api/v1/imports?type=pptx', multipart(file, name, PPTX, 'file', fields));
  }

  async function finished(client: TestClient, id: string): Promise<Job> {
    for (let i = 0; i < 200; i++) {
      const job = (await client.get(`/api/v1/imports/${id}`)).json<Job>();
      if (!['queued', 'running'].includes(job.status)) return job;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the import did not finish');
  }

  async function slidesOf(courseId: string): Promise<SlideOut[]> {
    return (await ada.get(`/api/v1/courses/${courseId}/slides?pageSize=100`)).json().items;
  }

  it('turns each visible slide of a deck into a slide, keeping its text, lists, links and pictures', async () => {
    const started = await upload(ada, await sampleDeck(), 'Site induction.pptx');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', total: 10 });
    const job = await finished(ada, started.json().id);
    expect(job).toMatchObject({ status: 'done', done: 10, total: 10 });

    const course = (await ada.get(`/api/v1/courses/${job.courseId}`)).json();
    expect(course).toMatchObject({ title: 'Welcome aboard', status: 'draft', slideCount: 10 });
    const slides = await slidesOf(job.courseId!);
    expect(slides.map((s) => s.title)).toEqual([
      'Welcome aboard',
      'Site rules',
      'Steps',
      '',
      '',
      '',
      'Rota',
      'Sales',
      'السلامة أولاً',
      '安全第一',
    ]);

    // Bullets at two levels, with bold, italic, underline and a safe link.
    const [list] = slides[1]!.body.content;
    expect(list!.type).toBe('bulletList');
    const items = list!.content!;
    expect(items.map((i) => textOf(i.content![0]!))).toEqual([
      'Wear a helmet',
      'Read the policy',
      'Do not run',
    ]);
    expect(items[0]!.content![0]!.content![1]).toEqual({
      type: 'text',
      text: 'helmet',
      marks: [{ type: 'bold' }],
    });
    const nested = items[0]!.content![1]!;
    expect(nested.type).toBe('bulletList');
    expect(nested.content![0]!.content![0]!.content![0]).toMatchObject({
      text: 'Always',
      marks: [{ type: 'italic' }],
    });
    expect(items[1]!.content![0]!.content![1]).toMatchObject({
      text: 'policy',
      marks: [{ type: 'link', attrs: { href: 'https://example.com/policy' } }],
    });
    expect(items[2]!.content![0]!.content![0]).toMatchObject({ marks: [{ type: 'underline' }] });

    // Numbering stays numbering.
    expect(slides[2]!.body.content[0]!.type).toBe('orderedList');

    // The layout follows what the slide holds: a picture beside text is media on its side,
    // a lone picture is full bleed; the title-only slide is a title slide.
    expect(slides.map((s) => s.layout)).toEqual([
      'title',
      'text',
      'text',
      'media-right',
      'media-left',
      'media-full',
      'text',
      // The chart is not converted: what is left is its title.
      'title',
      'text',
      'text',
    ]);
    // Pictures arrive as the slide's media, uploads with PowerPoint's description as alt text.
    expect(slides[3]!.media).toMatchObject({ type: 'image', alt: 'A grey square' });
    expect(slides[4]!.media).toMatchObject({ type: 'image', alt: 'Left picture' });
    expect(slides[5]!.media).toMatchObject({ type: 'image', alt: 'Full bleed' });
    expect(slides[3]!.body.content.some((n) => n.type === 'image')).toBe(false);
    expect(textOf(slides[3]!.body.content[0]!)).toBe('Picture on the right');
    const served = await ada.get(slides[5]!.media!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Speaker notes become the author's notes, and only there.
    expect(slides[1]!.notes).toBe('Remind people where the helmets are.');
    expect(slides.filter((s) => s.notes).length).toBe(1);

    // A table becomes lines of text; the chart is reported with the text it held.
    expect(slides[6]!.body.content.map(textOf)).toEqual(['Day | Who', 'Monday | Ana']);
    expect(job.report).toEqual([
      { slide: 8, message: expect.stringMatching(/^Chart not converted.*Q1.*Q2/) },
    ]);

    // Arabic and Chinese text arrive intact; the hidden slide is skipped.
    expect(textOf(slides[8]!.body.content[0]!)).toBe('ارتدِ الخوذة دائماً');
    expect(textOf(slides[9]!.body.content[0]!)).toBe('请始终佩戴安全帽');
    expect(slides.some((s) => JSON.stringify(s).includes('Only for the presenter'))).toBe(false);
  });

  it('turns each page of a PDF into a full-bleed picture of the page, titled by its first line', async () => {
    const pdf = await pdfOf([
      ['Safety first', 'Wear a helmet on site'],
      ['Fire exits', 'Know the nearest one'],
    ]);
    const started = await ada.upload(
      '/api/v1/imports?type=pdf',
      multipart(pdf, 'Handbook.pdf', 'application/pdf'),
    );
    expect(started.statusCode).toBe(202);
    const job = await finished(ada, started.json().id);
    expect(job).toMatchObject({ status: 'done', done: 2, total: 2 });
    const slides = await slidesOf(job.courseId!);
    expect(slides.map((s) => s.title)).toEqual(['Safety first', 'Fire exits']);
    expect(slides.map((s) => s.layout)).toEqual(['media-full', 'media-full']);
    expect(slides[0]!.media).toMatchObject({
      type: 'image',
      alt: 'Safety first Wear a helmet on site',
    });
    // The page's text waits in the author notes, to be made into real text.
    expect(slides[0]!.notes).toMatch(/^Safety first\s+Wear a helmet on site$/);
    expect(slides[1]!.notes).toMatch(/^Fire exits\s+Know the nearest one$/);
    const served = await ada.get(slides[0]!.media!.url);
    expect(served.headers['content-type']).toBe('image/png');

    for (const [file, reason] of [
      [exe(), 'not_a_pdf'],
      [pdf.subarray(0, 300), 'corrupted_file'],
    ] as const) {
      const refused = await ada.upload(
        '/api/v1/imports?type=pdf',
        multipart(file, 'bad.pdf', 'application/pdf'),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.details).toEqual({ reason });
    }
  });

  it('guesses the course language from the text', async () => {
    const arabic = await upload(ada, await deckOf(3, (i) => `الدرس رقم ${i + 1} عن السلامة`));
    const job = await finished(ada, arabic.json().id);
    expect((await ada.get(`/api/v1/courses/${job.courseId}`)).json().language).toBe('ar');
    const chinese = await upload(ada, await deckOf(2, (i) => `第${i + 1}课：安全培训`));
    const zhJob = await finished(ada, chinese.json().id);
    expect((await ada.get(`/api/v1/courses/${zhJob.courseId}`)).json().language).toBe('zh-cn');
  });

  it('appends to an existing course of its leader, and no one else sees the import', async () => {
    const course = (await ada.post('/api/v1/courses', { title: 'Existing' })).json();
    await ada.post(`/api/v1/courses/${course.id}/slides`, { kind: 'content', title: 'First' });
    const started = await upload(ada, await deckOf(2), 'more.pptx', { courseId: course.id });
    const job = await finished(ada, started.json().id);
    expect(job.courseId).toBe(course.id);
    expect((await slidesOf(course.id)).map((s) => s.title)).toEqual([
      'First',
      'Slide 1',
      'Slide 2',
    ]);

    const eve = t.client();
    await eve.signUp('eve@example.com');
    expect((await eve.get(`/api/v1/imports/${job.id}`)).statusCode).toBe(404);
    expect((await eve.delete(`/api/v1/imports/${job.id}`)).statusCode).toBe(404);
    const intoOthers = await upload(eve, await deckOf(1), 'x.pptx', { courseId: course.id });
    expect(intoOthers.statusCode).toBe(404);
  });

  describe('refuses files it cannot trust, storing nothing', () => {
    const cases: [string, () => Promise<Buffer>, string][] = [
      ['an executable renamed .pptx', async () => exe(), 'not_a_presentation'],
      [
        'a Word document',
        () => zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
        'not_a_presentation',
      ],
      ['a plain zip', () => zipOf({ 'notes.txt': 'hello' }), 'not_a_presentation'],
      [
        'a password-protected deck',
        async () =>
          Buffer.concat([
            Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
            Buffer.alloc(4096),
          ]),
        'password_protected',
      ],
      ['a corrupted archive', async () => (await deckOf(2)).subarray(0, 2000), 'corrupted_file'],
      [
        'an empty deck',
        () =>
          alteredDeck(async (zip) => {
            const xml = await zip.file('ppt/presentation.xml')!.async('string');
            zip.file('ppt/presentation.xml', xml.replace(/<p:sldIdLst>.*<\/p:sldIdLst>/, ''));
          }),
        'empty_presentation',
      ],
      [
        'a zip bomb',
        () =>
          alteredDeck(
            (zip) => void zip.file('ppt/media/zeros.bin', Buffer.alloc(50 * 1024 * 1024)),
          ),
        'zip_bomb',
      ],
      [
        'an entry climbing out with ../',
        () => alteredDeck((zip) => void zip.file('../../evil.sh', 'rm -rf /')),
        'unsafe_archive',
      ],
      [
        'XML with an external entity',
        () =>
          alteredDeck(async (zip) => {
            const xml = await zip.file('ppt/presentation.xml')!.async('string');
            zip.file(
              'ppt/presentation.xml',
              xml.replace('?>', '?><!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]>'),
            );
          }),
        'unsafe_xml',
      ],
      ['more than 500 slides', () => deckOf(501), 'too_many_slides'],
    ];

    it.each(cases)('%s', async (_name, make, reason) => {
      const before = {
        imports: await t.app.db.kysely
          .selectFrom('imports')
          .select(t.app.db.kysely.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
        uploads: await countRows(t.app, 'uploads'),
        courses: (await ada.get('/api/v1/courses')).json().total,
      };
      const res = await upload(ada, await make());
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', details: { reason } });
      expect(typeof res.json().error.message).toBe('string');
      const after = await t.app.db.kysely
        .selectFrom('imports')
        .select(t.app.db.kysely.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.imports.n));
      expect(await countRows(t.app, 'uploads')).toBe(before.uploads);
      expect((await ada.get('/api/v1/courses')).json().total).toBe(before.courses);
    });
  });

  it('cancels a running import and leaves no course and no pictures behind', async () => {
    const uploadsBefore = await countRows(t.app, 'uploads');
    const coursesBefore = (await ada.get('/api/v1/courses')).json().total;
    const started = await upload(ada, await sampleDeck());
    expect((await ada.delete(`/api/v1/imports/${started.json().id}`)).statusCode).toBe(204);
    const job = await finished(ada, started.json().id);
    expect(job.status).toBe('cancelled');
    // The pictures stored before the cancel are removed as the job winds down.
    await expect.poll(() => countRows(t.app, 'uploads')).toBe(uploadsBefore);
    expect((await ada.get('/api/v1/courses')).json().total).toBe(coursesBefore);
    expect((await ada.delete(`/api/v1/imports/${job.id}`)).statusCode).toBe(409);
  });
});
