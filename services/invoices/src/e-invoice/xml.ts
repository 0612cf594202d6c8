/**
 * The little XML an e-invoice needs: elements with attributes, text or children, written
 * with UTF-8 and every special character escaped. An element with nothing in it is left
 * out, since a Peppol document may hold no empty element.
 */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: XmlElement[];
}

type Child = XmlElement | null | undefined | false | '';

/** A leaf with text, or nothing when there is no text to write. */
export function leaf(name: string, text: string | null | undefined, attributes?: Record<string, string>): XmlElement | null {
  const written = text?.trim();
  return written ? { name, text: written, ...(attributes ? { attributes } : {}) } : null;
}

/** An element holding others, or nothing when none of them has anything to say. */
export function group(name: string, ...children: Child[]): XmlElement | null {
  const kept = children.filter((child): child is XmlElement => Boolean(child));
  return kept.length > 0 ? { name, children: kept } : null;
}

// Control characters other than tab and line breaks cannot appear in XML 1.0 at all.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escape(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function write(element: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  if (element.children && element.children.length > 0) {
    out.push(`${indent}<${element.name}${attributes}>`);
    for (const child of element.children) write(child, depth + 1, out);
    out.push(`${indent}</${element.name}>`);
  } else {
    out.push(`${indent}<${element.name}${attributes}>${escape(element.text ?? '')}</${element.name}>`);
  }
}

/** The document's text, with its XML declaration. */
export function writeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}

/** The first child of that name, if any. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children?.find((each) => each.name === name);
}

/** Every child of that name. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children?.filter((each) => each.name === name) ?? [];
}

/** The element down a path of names (`cac:Party`, `cbc:EndpointID`), if it is there. */
export function at(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = child(current, name);
  return current;
}

/** The text down a path of names, or undefined. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  return at(element, ...path)?.text;
}
