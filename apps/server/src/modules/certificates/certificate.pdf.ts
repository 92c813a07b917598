import { existsSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Language } from '@slidewise/shared/i18n/languages';

/**
 * Fonts that cover the names people have: Latin, Arabic (shaped right to left by
 * fontkit) and Chinese. Debian: fonts-noto-core, fonts-droid-fallback. A script
 * whose font is missing falls back to the Latin one.
 */
const FONT_FILES = {
  latin: [
    '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  ],
  arabic: ['/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf'],
  cjk: ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'],
} as const;
type Script = keyof typeof FONT_FILES;

const fontBytes = new Map<Script, Buffer | null>();
function loadFont(script: Script): Buffer | null {
  if (!fontBytes.has(script)) {
    const path = FONT_FILES[script].find((p) => existsSync(p));
    fontBytes.set(script, path ? readFileSync(path) : null);
  }
  return fontBytes.get(script)!;
}

/**
 * fontkit lays Arabic out right to left and joins lam-alef and similar pairs into
 * one glyph. Text extractors read a right-to-left run backwards, so a joined
 * glyph's characters are stored in visual order too, or copy-paste and search
 * would see them swapped.
 */
const flipped = new WeakSet<object>();
const rtlAwareFontkit = {
  create(data: Uint8Array) {
    const font = fontkit.create(data);
    const layout = font.layout.bind(font);
    font.layout = (...args: Parameters<typeof layout>) => {
      const run = layout(...args);
      if (run.direction === 'rtl')
        for (const glyph of run.glyphs)
          if (glyph.codePoints.length > 1 && !flipped.has(glyph)) {
            glyph.codePoints.reverse();
            flipped.add(glyph);
          }
      return run;
    };
    return font;
  },
};

function scriptOf(text: string): Script {
  if (/[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/.test(text)) return 'arabic';
  if (/[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(text)) return 'cjk';
  return 'latin';
}

const LABELS: Record<
  Language,
  {
    title: string;
    awarded: string;
    course: string;
    date: string;
    score: string;
    until: string;
    issuer: string;
    signed: string;
    id: string;
  }
> = {
  en: {
    title: 'Certificate of completion',
    awarded: 'This certifies that',
    course: 'has completed',
    date: 'Date',
    score: 'Score',
    until: 'Valid until',
    issuer: 'Issued by',
    signed: 'Signed off as',
    id: 'Certificate',
  },
  es: {
    title: 'Certificado de finalización',
    awarded: 'Se certifica que',
    course: 'ha completado',
    date: 'Fecha',
    score: 'Puntuación',
    until: 'Válido hasta',
    issuer: 'Emitido por',
    signed: 'Firmado como',
    id: 'Certificado',
  },
  ar: {
    title: 'شهادة إتمام',
    awarded: 'نشهد بأن',
    course: 'أتمّ الدورة',
    date: 'التاريخ',
    score: 'النتيجة',
    until: 'صالحة حتى',
    issuer: 'صادرة عن',
    signed: 'وقّع باسم',
    id: 'رقم الشهادة',
  },
  'zh-cn': {
    title: '结业证书',
    awarded: '兹证明',
    course: '已完成课程',
    date: '日期',
    score: '成绩',
    until: '有效期至',
    issuer: '颁发者',
    signed: '签署姓名',
    id: '证书编号',
  },
};

export interface CertificateContent {
  id: string;
  learnerName: string;
  courseTitle: string;
  issuerName: string;
  issuedAt: Date;
  validUntil: Date | null;
  score: number | null;
  signedOffName: string | null;
  language: Language;
  verifyUrl: string;
}

/** An A4 landscape certificate with a QR code to its public verification page. */
export async function renderCertificate(c: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(rtlAwareFontkit);
  pdf.setTitle(`${c.courseTitle} - ${c.learnerName}`);
  pdf.setCreator('Slidewise');
  const fonts = new Map<Script, PDFFont>();
  const fontFor = async (text: string): Promise<PDFFont> => {
    const script = scriptOf(text);
    const chosen = loadFont(script) ? script : 'latin';
    if (!fonts.has(chosen)) {
      const bytes = loadFont(chosen);
      fonts.set(
        chosen,
        bytes
          ? await pdf.embedFont(bytes, { subset: true })
          : await pdf.embedFont(StandardFonts.Helvetica),
      );
    }
    return fonts.get(chosen)!;
  };

  // A4 landscape, in points.
  const page = pdf.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  const purple = rgb(0.36, 0.2, 0.66);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: purple,
    borderWidth: 3,
  });
  const labels = LABELS[c.language];
  const center = async (text: string, y: number, size: number, color = rgb(0.1, 0.1, 0.15)) => {
    const font = await fontFor(text);
    const w = font.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: (width - Math.min(w, width - 120)) / 2,
      y,
      size,
      font,
      color,
      maxWidth: width - 120,
    });
  };
  const line = async (p: PDFPage, label: string, value: string, x: number, y: number) => {
    const lf = await fontFor(label);
    p.drawText(label, { x, y, size: 11, font: lf, color: rgb(0.4, 0.4, 0.45) });
    p.drawText(value, { x, y: y - 16, size: 13, font: await fontFor(value) });
  };
  const dateText = (d: Date) => d.toISOString().slice(0, 10);

  await center(labels.title, height - 110, 32, purple);
  await center(labels.awarded, height - 170, 14);
  await center(c.learnerName, height - 215, 30);
  await center(labels.course, height - 255, 14);
  await center(c.courseTitle, height - 295, 22);

  let x = 70;
  const y = 170;
  await line(page, labels.date, dateText(c.issuedAt), x, y);
  x += 150;
  if (c.score !== null) {
    await line(page, labels.score, `${c.score}%`, x, y);
    x += 110;
  }
  if (c.validUntil) {
    await line(page, labels.until, dateText(c.validUntil), x, y);
    x += 150;
  }
  await line(page, labels.issuer, c.issuerName, 70, y - 50);
  if (c.signedOffName) await line(page, labels.signed, c.signedOffName, 330, y - 50);
  await line(page, labels.id, c.id, 70, 70);

  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', margin: 1, width: 300 });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: width - 200, y: 60, width: 130, height: 130 });
  const small = await fontFor(c.verifyUrl);
  page.drawText(c.verifyUrl, {
    x: width - 340,
    y: 44,
    size: 7,
    font: small,
    color: rgb(0.4, 0.4, 0.45),
  });
  return pdf.save();
}
