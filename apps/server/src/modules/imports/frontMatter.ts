import { parse } from 'yaml';

/** Front matter longer than this is not front matter a person wrote: the file is read as text. */
const MAX_FRONT_MATTER = 64 * 1024;

export type FrontMatter = Record<string, unknown>;

/**
 * Splits `---\n yaml \n---` off the top of a markdown file. The YAML is bounded in size and in
 * aliases (a "billion laughs" document is refused), and anything but a mapping counts as none.
 */
export function splitFrontMatter(text: string): { data: FrontMatter; body: string } {
  const source = text.replace(/^\uFEFF/, '');
  const open = /^---\r?\n/.exec(source);
  if (!open) return { data: {}, body: source };
  const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(source.slice(open[0].length));
  if (!close || close.index > MAX_FRONT_MATTER) return { data: {}, body: source };
  const yaml = source.slice(open[0].length, open[0].length + close.index);
  const body = source.slice(open[0].length + close.index + close[0].length);
  try {
    const data: unknown = parse(yaml, { maxAliasCount: 20, prettyErrors: false });
    return {
      data: data && typeof data === 'object' && !Array.isArray(data) ? (data as FrontMatter) : {},
      body,
    };
  } catch {
    return { data: {}, body };
  }
}

export const stringField = (data: FrontMatter, key: string, max = 500): string | null => {
  const value = data[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
};

export const numberField = (data: FrontMatter, key: string): number | null => {
  const value = data[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

export const listField = (data: FrontMatter, key: string, max = 50): string[] => {
  const value = data[key];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim().slice(0, 50))
    .filter(Boolean)
    .slice(0, max);
};
