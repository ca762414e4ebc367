/** Test support: reads server-rendered markup the way a viewer meets it — links, buttons and text. */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

function decode(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The text a viewer reads: tags removed, entities decoded, white space folded. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function attributesOf(openingTag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of openingTag.matchAll(/([a-zA-Z-:]+)(?:="([^"]*)")?/g)) {
    const [, name, value] = match;
    if (name) attributes[name] = decode(value ?? '');
  }
  return attributes;
}

export interface RenderedElement {
  attributes: Record<string, string>;
  text: string;
  /** aria-label when there is one, otherwise the text. */
  name: string;
}

function elements(html: string, tag: 'a' | 'button'): RenderedElement[] {
  const pattern = new RegExp(`<${tag}\\s([^>]*)>(.*?)</${tag}>`, 'gs');
  return [...html.matchAll(pattern)].map(([, openingTag = '', inner = '']) => {
    const attributes = attributesOf(openingTag);
    const text = textOf(inner);
    return { attributes, text, name: attributes['aria-label'] ?? text };
  });
}

export const linksIn = (html: string) => elements(html, 'a');
export const buttonsIn = (html: string) => elements(html, 'button');

export const linkNames = (html: string) => linksIn(html).map((link) => link.name);

/** The link of that accessible name, failing the test when there is none. */
export function linkNamed(html: string, name: string): RenderedElement {
  const link = linksIn(html).find((candidate) => candidate.name === name);
  if (!link) throw new Error(`no link named 「${name}」 among: ${linkNames(html).join(', ')}`);
  return link;
}
