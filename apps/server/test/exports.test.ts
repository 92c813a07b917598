import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from './helpers/files.js';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

describe.each(dialects)('SCORM export on %s', (dialect) => {
  const { t } = useTestApp(dialect);
  let ada: TestClient;
  let courseId: string;
  let imageId: string;

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com');
    courseId = (await ada.post('/api/v1/courses', { title: 'Fire <safety> & you' })).json().id;
    imageId = (
      await ada.upload('/api/v1/uploads?kind=image', multipart(png(4, 4), 'p.png', 'image/png'))
    ).json().id;
    await ada.post(`/api/v1/courses/${courseId}/slides`, {
      kind: 'content',
      title: 'Exits',
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Know your exit </script>' }] },
          { type: 'image', attrs: { src: `/api/v1/uploads/${imageId}`, alt: 'Exit sign' } },
        ],
      },
    });
    await ada.post(`/api/v1/courses/${courseId}/slides`, {
      kind: 'quiz',
      title: 'Check',
      quiz: { question: 'Which door?', options: ['Red', 'Green'], correct: [1], multiple: false },
    });
    const designed = await ada.post(`/api/v1/courses/${courseId}/slides`, {
      kind: 'content',
      layout: 'media-full',
      title: 'Meet here',
      subtitle: 'The car park',
      media: { uploadId: imageId, alt: 'Assembly point' },
    });
    expect(designed.statusCode, designed.body).toBe(201);
    const ordering = await ada.post(`/api/v1/courses/${courseId}/slides`, {
      kind: 'quiz',
      title: 'Order',
      quiz: { type: 'ordering', question: 'In order', items: ['One', 'Two', 'Three'] },
    });
    expect(ordering.statusCode, ordering.body).toBe(201);
  });

  it('packages the course with a SCORM 1.2 manifest, its player, its slides and its pictures', async () => {
    const res = await ada.get(`/api/v1/courses/${courseId}/export/scorm`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Fire-safety-you-scorm12.zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const manifest = await zip.file('imsmanifest.xml')!.async('string');
    expect(manifest).toContain('<schemaversion>1.2</schemaversion>');
    expect(manifest).toContain('adlcp:scormtype="sco" href="index.html"');
    expect(manifest).toContain('<title>Fire &lt;safety&gt; &amp; you</title>');
    const media = `media/${imageId}.png`;
    expect(manifest).toContain(`<file href="${media}"/>`);
    expect((await zip.file(media)!.async('nodebuffer')).equals(png(4, 4))).toBe(true);

    const script = await zip.file('course.js')!.async('string');
    expect(script).not.toContain('</script>');
    const course = JSON.parse(script.replace(/^window\.COURSE = /, '').replace(/;\s*$/, ''));
    expect(course.slides.map((s: { title: string }) => s.title)).toEqual([
      'Exits',
      'Check',
      'Meet here',
      'Order',
    ]);
    // A slide's own media and subtitle travel in its body; the package plays choice questions.
    expect(course.slides[2].body.content.slice(0, 2)).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'The car park' }] },
      { type: 'image', attrs: { src: media, alt: 'Assembly point' } },
    ]);
    expect(course.slides[3].quiz).toBeNull();
    expect(course.slides[0].body.content[1].attrs).toEqual({ src: media, alt: 'Exit sign' });
    expect(course.slides[1].quiz).toMatchObject({ options: ['Red', 'Green'], correct: [1] });
    expect(await zip.file('player.js')!.async('string')).toContain('LMSSetValue');
  });

  it('is not there for another leader', async () => {
    const eve = t.client();
    await eve.signUp('eve@example.com');
    expect((await eve.get(`/api/v1/courses/${courseId}/export/scorm`)).statusCode).toBe(404);
  });
});
