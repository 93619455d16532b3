/**
 * The pieces as DeepL's XML tag handling takes them: each marker ⟦n⟧ an empty tag `<m i="n"/>`
 * that DeepL keeps and places in the translated sentence, the text's own `&` and `<` escaped so
 * that it parses; and back.
 */
const MARKER = /⟦(\d+)⟧/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function toDeepLXml(text: string): string {
  return text
    .replace(/[&<>]/g, (found) => ESCAPES[found]!)
    .replace(MARKER, (_, index: string) => `<m i="${index}"/>`);
}

export function fromDeepLXml(xml: string): string {
  return (
    xml
      // DeepL may write an empty tag out as an opening and a closing one.
      .replace(/<m\s+i\s*=\s*["'](\d+)["']\s*(?:\/>|>\s*<\/m\s*>)/g, (_, index: string) => `⟦${index}⟧`)
      .replace(
        /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-fA-F]+));/g,
        (found, name?: string, decimal?: string, hex?: string) => {
          if (name) return ENTITIES[name]!;
          const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
          return code <= 0x10ffff ? String.fromCodePoint(code) : found;
        },
      )
  );
}
