import { XMLParser } from 'fast-xml-parser';
import { importRefused } from './import-error.js';

/** One element of an XML document in document order (fast-xml-parser's preserveOrder form). */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: false,
});

/**
 * Parses one part of an Office package. OOXML never declares a DTD, so any
 * DOCTYPE (the door to external entities and entity expansion) is refused
 * before parsing.
 */
export function parseXml(data: Buffer): XmlNode[] {
  const text = data.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw importRefused('unsafe_xml');
  try {
    return parser.parse(text) as XmlNode[];
  } catch {
    throw importRefused('corrupted_file');
  }
}

export function tagOf(node: XmlNode): string {
  return Object.keys(node).find((k) => k !== ':@') ?? '';
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function attrOf(node: XmlNode, name: string): string | undefined {
  const attrs = node[':@'] as Record<string, string> | undefined;
  return attrs?.[name];
}

/** The direct children with this tag. */
export function childrenNamed(node: XmlNode, tag: string): XmlNode[] {
  return childrenOf(node).filter((c) => tagOf(c) === tag);
}

export function childNamed(node: XmlNode, tag: string): XmlNode | undefined {
  return childrenOf(node).find((c) => tagOf(c) === tag);
}

/** Every descendant with this tag, in document order (iterative: no deep recursion). */
export function descendantsNamed(nodes: XmlNode[], tag: string): XmlNode[] {
  const found: XmlNode[] = [];
  const stack = [...nodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (tagOf(node) === tag) found.push(node);
    stack.push(...childrenOf(node).slice().reverse());
  }
  return found;
}

/** The text of a:t / #text under a node, joined. */
export function textOf(node: XmlNode): string {
  return descendantsNamed([node], 'a:t')
    .flatMap((t) => childrenOf(t).map((c) => String(c['#text'] ?? '')))
    .join('');
}

/** Relationship id → target path, resolved against the part's folder. */
export function relationships(
  xml: XmlNode[],
  partPath: string,
): Map<string, { target: string; type: string; external: boolean }> {
  const folder = partPath.slice(0, partPath.lastIndexOf('/'));
  const map = new Map<string, { target: string; type: string; external: boolean }>();
  for (const rel of descendantsNamed(xml, 'Relationship')) {
    const id = attrOf(rel, 'Id');
    const target = attrOf(rel, 'Target');
    if (!id || !target) continue;
    const external = attrOf(rel, 'TargetMode') === 'External';
    map.set(id, {
      target: external ? target : resolvePath(folder, target),
      type: (attrOf(rel, 'Type') ?? '').split('/').pop() ?? '',
      external,
    });
  }
  return map;
}

function resolvePath(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/');
  for (const segment of target.replace(/^\//, '').split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.filter(Boolean).join('/');
}

/** The relationships part of a part: ppt/slides/slide1.xml → ppt/slides/_rels/slide1.xml.rels. */
export function relsPathOf(partPath: string): string {
  const i = partPath.lastIndexOf('/');
  return `${partPath.slice(0, i)}/_rels/${partPath.slice(i + 1)}.rels`;
}
