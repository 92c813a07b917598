import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import type { RichTextNode } from '@slidewise/shared/courses/rich-text';
import type { Slide } from '@slidewise/shared/courses/slide';
import { directionOf, type Language } from '@slidewise/shared/i18n/languages';
import type { AppKysely } from '../../db/database.js';
import { assertCourseFound } from '../courses/course.policy.js';
import { presentSlide } from '../courses/course.presenter.js';
import { courseContent } from '../courses/course.service.js';
import { uploadLookup } from '../uploads/upload.service.js';
import type { UploadStorage } from '../uploads/upload.storage.js';
import { SCORM_PLAYER, SCORM_STYLE } from './scorm-player.js';

const LABELS: Record<Language, Record<string, string>> = {
  en: {
    next: 'Next',
    previous: 'Previous',
    finish: 'Finish',
    check: 'Check',
    correct: 'Correct.',
    incorrect: 'Not quite.',
    finished: 'Course finished. Your score:',
  },
  es: {
    next: 'Siguiente',
    previous: 'Anterior',
    finish: 'Terminar',
    check: 'Comprobar',
    correct: 'Correcto.',
    incorrect: 'No exactamente.',
    finished: 'Curso terminado. Tu puntuación:',
  },
  ar: {
    next: 'التالي',
    previous: 'السابق',
    finish: 'إنهاء',
    check: 'تحقّق',
    correct: 'صحيح.',
    incorrect: 'ليس تمامًا.',
    finished: 'انتهت الدورة. نتيجتك:',
  },
  'zh-cn': {
    next: '下一页',
    previous: '上一页',
    finish: '完成',
    check: '检查',
    correct: '正确。',
    incorrect: '不太对。',
    finished: '课程已完成。你的得分：',
  },
};

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The slide's body with its uploaded picture or video (and subtitle) before the text. */
function withMedia(slide: Slide): RichTextNode {
  const body = (slide.body as RichTextNode | undefined)?.content ?? [];
  const media = slide.media;
  const lead: RichTextNode[] = [
    ...(slide.subtitle
      ? [{ type: 'paragraph', content: [{ type: 'text', text: slide.subtitle }] }]
      : []),
    ...(media && media.type !== 'embed'
      ? [{ type: media.type, attrs: { src: media.url, alt: media.alt ?? null } }]
      : []),
  ];
  return { type: 'doc', content: [...lead, ...body] };
}

/**
 * A course as a SCORM 1.2 package: the manifest, a self-contained player
 * (scorm-player.ts) with the course's slides as data, and every uploaded picture
 * or video the slides show, so that it plays in any LMS without Slidewise.
 */
export function scormExport(deps: { db: AppKysely; storage: UploadStorage }) {
  const courses = courseContent(deps.db);
  const uploads = uploadLookup(deps.db);

  return {
    async package(
      ownerId: string,
      courseId: string,
    ): Promise<{ fileName: string; stream: Readable }> {
      const course = await courses.ownedBy(courseId, ownerId);
      assertCourseFound(course);
      const zip = new JSZip();
      const media = new Map<string, string>();

      // Uploaded files become files of the package; their addresses follow.
      async function localise(node: RichTextNode): Promise<RichTextNode> {
        const src = node.attrs?.src;
        if ((node.type === 'image' || node.type === 'video') && typeof src === 'string') {
          const id = src.split('/').pop()!;
          if (!media.has(id)) {
            const record = await uploads.byId(id);
            const file = record && (await deps.storage.read(record.storageKey));
            if (!record || !file) return { type: 'paragraph' };
            const name = `media/${id}.${EXTENSIONS[record.contentType] ?? 'bin'}`;
            zip.file(name, file);
            media.set(id, name);
          }
          return { ...node, attrs: { ...node.attrs, src: media.get(id) } };
        }
        if (!node.content) return node;
        return { ...node, content: await Promise.all(node.content.map(localise)) };
      }

      const rows = (await courses.slidesOf(courseId)).map(presentSlide);
      const language = course.language as Language;
      const data = {
        title: course.title,
        passMark: null as number | null,
        labels: LABELS[language] ?? LABELS.en,
        slides: await Promise.all(
          rows.map(async (s) => ({
            id: s.id,
            title: s.title,
            body: await localise(withMedia(s)),
            // The package's player takes choice questions; other interactions show as text.
            quiz:
              s.kind === 'quiz' && s.quiz && (s.quiz.type ?? 'choice') === 'choice' ? s.quiz : null,
          })),
        ),
      };
      const title = xml(course.title);
      zip.file(
        'index.html',
        `<!doctype html>\n<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
          `<link rel="stylesheet" href="player.css"></head><body><main id="player"></main>` +
          `<script src="course.js"></script><script src="player.js"></script></body></html>\n`,
      );
      // JSON inside a script: "<" is escaped so no text can close the script element.
      zip.file('course.js', `window.COURSE = ${JSON.stringify(data).replace(/</g, '\\u003c')};\n`);
      zip.file('player.js', SCORM_PLAYER);
      zip.file('player.css', SCORM_STYLE);
      const files = ['index.html', 'course.js', 'player.js', 'player.css', ...media.values()];
      zip.file(
        'imsmanifest.xml',
        `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="slidewise-${xml(course.id)}" version="1.2"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${title}</title>
      <item identifier="item" identifierref="sco">
        <title>${title}</title>${data.passMark != null ? `\n        <adlcp:masteryscore>${data.passMark}</adlcp:masteryscore>` : ''}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
${files.map((f) => `      <file href="${xml(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`,
      );
      const safeName =
        course.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'course';
      return {
        fileName: `${safeName}-scorm12.zip`,
        stream: zip.generateNodeStream({
          type: 'nodebuffer',
          compression: 'DEFLATE',
          streamFiles: true,
        }) as unknown as Readable,
      };
    },
  };
}
