import { importRefused } from './import-error.js';
import {
  attrOf,
  childNamed,
  childrenNamed,
  childrenOf,
  descendantsNamed,
  parseXml,
  relationships,
  relsPathOf,
  tagOf,
  textOf,
  type XmlNode,
} from './ooxml.js';
import { openZip, type ZipArchive } from './zip-archive.js';

export const MAX_IMPORT_SLIDES = 500;

export interface ImportedRun {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  /** Only http(s) and mailto links survive. */
  href?: string;
}

export interface ImportedParagraph {
  kind: 'paragraph';
  runs: ImportedRun[];
  /** 0 for top level; PowerPoint's lvl. */
  level: number;
  list: 'bullet' | 'number' | null;
}

export interface ImportedTable {
  kind: 'table';
  rows: string[][];
}

export interface ImportedPicture {
  data: Buffer;
  /** The media part's file name (its extension hints the type). */
  name: string;
  /** PowerPoint's description of the picture, its alt text. */
  alt: string;
  /** Left edge and width in EMU, to tell a picture on the left from one on the right. */
  x: number;
  width: number;
}

export interface ImportedSlide {
  /** Position in the deck, from 1, counting hidden slides. */
  number: number;
  hidden: boolean;
  title: string;
  subtitle: string;
  blocks: (ImportedParagraph | ImportedTable)[];
  pictures: ImportedPicture[];
  notes: string;
  /** What could not be converted, each with any text recovered from it. */
  skipped: { what: string; text: string }[];
  slideWidth: number;
}

const TITLE_TYPES = new Set(['title', 'ctrTitle']);
const BODY_TYPES = new Set(['body', 'obj', undefined]);
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** Reads every slide of a .pptx held in memory, in the deck's order. */
export async function readPptx(buffer: Buffer): Promise<ImportedSlide[]> {
  const zip = await openZip(buffer);
  try {
    if (!zip.has('[Content_Types].xml') || !zip.has('ppt/presentation.xml')) {
      throw importRefused('not_a_presentation');
    }
    const presentation = parseXml(await zip.read('ppt/presentation.xml'));
    const rels = relationships(
      await readOptional(zip, 'ppt/_rels/presentation.xml.rels'),
      'ppt/presentation.xml',
    );
    const slideSize = descendantsNamed(presentation, 'p:sldSz')[0];
    const slideWidth = Number(slideSize && attrOf(slideSize, 'cx')) || 9_144_000;
    const slidePaths = descendantsNamed(presentation, 'p:sldId')
      .map((s) => rels.get(attrOf(s, 'r:id') ?? '')?.target)
      .filter((p): p is string => !!p && zip.has(p));
    if (slidePaths.length === 0) throw importRefused('empty_presentation');
    if (slidePaths.length > MAX_IMPORT_SLIDES) throw importRefused('too_many_slides');

    const slides: ImportedSlide[] = [];
    for (const [index, path] of slidePaths.entries()) {
      slides.push(await readSlide(zip, path, index + 1, slideWidth));
    }
    return slides;
  } finally {
    zip.close();
  }
}

async function readOptional(zip: ZipArchive, path: string): Promise<XmlNode[]> {
  return zip.has(path) ? parseXml(await zip.read(path)) : [];
}

async function readSlide(
  zip: ZipArchive,
  path: string,
  number: number,
  slideWidth: number,
): Promise<ImportedSlide> {
  const xml = parseXml(await zip.read(path));
  const rels = relationships(await readOptional(zip, relsPathOf(path)), path);
  const root = xml.find((n) => tagOf(n) === 'p:sld');
  if (!root) throw importRefused('corrupted_file');
  const slide: ImportedSlide = {
    number,
    hidden: attrOf(root, 'show') === '0',
    title: '',
    subtitle: '',
    blocks: [],
    pictures: [],
    notes: '',
    skipped: [],
    slideWidth,
  };

  const textShapes: { y: number; paragraphs: ImportedParagraph[] }[] = [];
  const tree = descendantsNamed(xml, 'p:spTree')[0];
  for (const shape of flattenGroups(tree ? childrenOf(tree) : [])) {
    const tag = tagOf(shape);
    if (tag === 'p:sp') {
      const ph = descendantsNamed([shape], 'p:ph')[0];
      const type = ph ? attrOf(ph, 'type') : undefined;
      const body = childNamed(shape, 'p:txBody');
      if (!body) continue;
      if (ph && TITLE_TYPES.has(type ?? '')) {
        slide.title ||= textOf(body).trim();
        continue;
      }
      if (ph && type === 'subTitle') {
        slide.subtitle ||= textOf(body).trim();
        continue;
      }
      if (ph && !BODY_TYPES.has(type)) continue; // date, footer, slide number
      const paragraphs = readParagraphs(body, rels, !!ph);
      if (paragraphs.length) textShapes.push({ y: offsetOf(shape).y, paragraphs });
    } else if (tag === 'p:pic') {
      const picture = await readPicture(zip, shape, rels);
      if (picture === 'media') slide.skipped.push({ what: 'Embedded audio or video', text: '' });
      else if (picture) slide.pictures.push(picture);
    } else if (tag === 'p:graphicFrame') {
      await readGraphicFrame(zip, shape, rels, slide);
    }
  }

  // Without a title placeholder, the topmost short line is the title, unless it
  // is the only text beside a picture (then it is that picture's text).
  if (!slide.title && textShapes.length) {
    textShapes.sort((a, b) => a.y - b.y);
    const top = textShapes[0]!;
    const line = top.paragraphs.length === 1 ? runsText(top.paragraphs[0]!.runs) : '';
    if (line && line.length <= 120 && (textShapes.length > 1 || slide.pictures.length === 0)) {
      slide.title = line.trim();
      textShapes.shift();
    }
  }
  slide.blocks.unshift(...textShapes.flatMap((s) => s.paragraphs));
  if (descendantsNamed(xml, 'p:timing').some((t) => descendantsNamed([t], 'p:par').length)) {
    slide.skipped.push({ what: 'Animations', text: '' });
  }

  const notesPath = [...rels.values()].find((r) => r.type === 'notesSlide')?.target;
  if (notesPath && zip.has(notesPath)) {
    const notes = parseXml(await zip.read(notesPath));
    slide.notes = descendantsNamed(notes, 'p:sp')
      .filter((sp) => attrOf(descendantsNamed([sp], 'p:ph')[0] ?? {}, 'type') === 'body')
      .flatMap((sp) => descendantsNamed([sp], 'a:p').map(textOf))
      .join('\n')
      .trim();
  }
  return slide;
}

/** Shapes inside groups, in order, as if they were not grouped. */
function flattenGroups(nodes: XmlNode[]): XmlNode[] {
  return nodes.flatMap((n) => (tagOf(n) === 'p:grpSp' ? flattenGroups(childrenOf(n)) : [n]));
}

function offsetOf(shape: XmlNode): { x: number; y: number; width: number } {
  const off = descendantsNamed([shape], 'a:off')[0];
  const ext = descendantsNamed([shape], 'a:ext').find((e) => attrOf(e, 'cx') !== undefined);
  return {
    x: Number(off && attrOf(off, 'x')) || 0,
    y: Number(off && attrOf(off, 'y')) || 0,
    width: Number(ext && attrOf(ext, 'cx')) || 0,
  };
}

function readParagraphs(
  body: XmlNode,
  rels: ReturnType<typeof relationships>,
  inPlaceholder: boolean,
): ImportedParagraph[] {
  const paragraphs: ImportedParagraph[] = [];
  for (const p of childrenNamed(body, 'a:p')) {
    const props = childNamed(p, 'a:pPr');
    const level = Math.min(Number(props && attrOf(props, 'lvl')) || 0, 8);
    let list: ImportedParagraph['list'] = null;
    if (props && childNamed(props, 'a:buAutoNum')) list = 'number';
    else if (props && childNamed(props, 'a:buChar')) list = 'bullet';
    // A body placeholder's paragraphs are bulleted by the master unless told not to be.
    else if (inPlaceholder && !(props && childNamed(props, 'a:buNone'))) list = 'bullet';

    const runs: ImportedRun[] = [];
    for (const part of childrenOf(p)) {
      const tag = tagOf(part);
      if (tag === 'a:br') runs.push({ text: '\n' });
      if (tag !== 'a:r' && tag !== 'a:fld') continue;
      const text = textOf(part);
      if (!text) continue;
      const rPr = childNamed(part, 'a:rPr');
      const run: ImportedRun = { text };
      if (rPr && attrOf(rPr, 'b') === '1') run.bold = true;
      if (rPr && attrOf(rPr, 'i') === '1') run.italic = true;
      const underline = rPr && attrOf(rPr, 'u');
      if (underline && underline !== 'none') run.underline = true;
      const link = rPr && childNamed(rPr, 'a:hlinkClick');
      const target = link && rels.get(attrOf(link, 'r:id') ?? '');
      if (target?.external && SAFE_LINK.test(target.target)) {
        run.href = target.target;
        delete run.underline; // a link is underlined by the link itself
      }
      runs.push(run);
    }
    if (runs.some((r) => r.text.trim())) paragraphs.push({ kind: 'paragraph', runs, level, list });
  }
  return paragraphs;
}

function runsText(runs: ImportedRun[]): string {
  return runs.map((r) => r.text).join('');
}

async function readPicture(
  zip: ZipArchive,
  shape: XmlNode,
  rels: ReturnType<typeof relationships>,
): Promise<ImportedPicture | 'media' | null> {
  if (
    descendantsNamed([shape], 'a:audioFile').length ||
    descendantsNamed([shape], 'a:videoFile').length
  ) {
    return 'media';
  }
  const blip = descendantsNamed([shape], 'a:blip')[0];
  const rel = blip && rels.get(attrOf(blip, 'r:embed') ?? '');
  if (!rel || rel.external || !zip.has(rel.target)) return null;
  const props = descendantsNamed([shape], 'p:cNvPr')[0];
  const { x, width } = offsetOf(shape);
  return {
    data: await zip.read(rel.target),
    name: rel.target.split('/').pop()!,
    alt: (props && (attrOf(props, 'descr') ?? '').trim()) || '',
    x,
    width,
  };
}

async function readGraphicFrame(
  zip: ZipArchive,
  frame: XmlNode,
  rels: ReturnType<typeof relationships>,
  slide: ImportedSlide,
) {
  const data = descendantsNamed([frame], 'a:graphicData')[0];
  const uri = (data && attrOf(data, 'uri')) ?? '';
  if (uri.endsWith('/table')) {
    const rows = descendantsNamed([frame], 'a:tr').map((tr) =>
      childrenNamed(tr, 'a:tc').map((tc) => textOf(tc).trim()),
    );
    if (rows.length) slide.blocks.push({ kind: 'table', rows });
    return;
  }
  if (uri.endsWith('/chart')) {
    const chart = descendantsNamed([frame], 'c:chart')[0];
    const part = chart && rels.get(attrOf(chart, 'r:id') ?? '')?.target;
    const text = part && zip.has(part) ? valuesOf(parseXml(await zip.read(part))) : '';
    slide.skipped.push({ what: 'Chart', text });
    return;
  }
  if (uri.endsWith('/diagram')) {
    const ids = descendantsNamed([frame], 'dgm:relIds')[0];
    const part = ids && rels.get(attrOf(ids, 'r:dm') ?? '')?.target;
    const text =
      part && zip.has(part)
        ? descendantsNamed(parseXml(await zip.read(part)), 'a:t')
            .map(textOf)
            .join(' · ')
        : '';
    slide.skipped.push({ what: 'SmartArt', text });
    return;
  }
  slide.skipped.push({ what: 'Embedded object', text: '' });
}

/** The category names and values of a chart part, as a line of text. */
function valuesOf(chart: XmlNode[]): string {
  return descendantsNamed(chart, 'c:v')
    .flatMap((v) => childrenOf(v).map((c) => String(c['#text'] ?? '').trim()))
    .filter(Boolean)
    .join(', ');
}
