import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { XmlElement } from '../xml.ts';

type Parsed = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
});

function toElement(node: Parsed): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  if (!name) return null;
  const content = node[name] as Parsed[];
  const attributes = node[':@'] as Record<string, string> | undefined;
  const text = content.filter((part) => '#text' in part).map((part) => String(part['#text'])).join('');
  const children = content.map(toElement).filter((child): child is XmlElement => child !== null);
  return { name, ...(attributes ? { attributes } : {}), ...(text ? { text } : {}), ...(children.length > 0 ? { children } : {}) };
}

/**
 * An e-invoice read back from its bytes by an XML parser that is not ours, as a receiver
 * reads it: it must be well-formed first.
 */
export function readXml(xml: string): XmlElement {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const roots = (parser.parse(xml) as Parsed[]).map(toElement).filter((root): root is XmlElement => root !== null);
  if (roots.length !== 1) throw new Error(`Expected one root element, found ${roots.length}`);
  return roots[0]!;
}
