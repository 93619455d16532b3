import { ARTICLE_TITLE_MAX_LENGTH } from '@support/shared';
import { cleanText, publicUrl } from './escape';
import type { LanguagePack, WriterStep } from './types';

/** Separators between a page's name and the site's name in a document title. */
const SEPARATOR = /\s+[-–—|·•»:]\s+/;
const PAGE_MAX = 60;
const SITE_MAX = 40;

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function hostOf(steps: WriterStep[]): string {
  for (const step of steps) {
    const host = publicUrl(step.pageUrl)?.hostname.replace(/^www\./, '');
    if (host) return host;
  }
  return '';
}

/**
 * The site's name: the title segment most pages share ("Checkout – Example Shop"), or with a
 * single page the segment that matches the host name, else the last one; without any, the host.
 */
function siteName(titles: string[][], host: string): string {
  const counts = new Map<string, number>();
  for (const segments of new Set(titles.filter((s) => s.length > 1).map((s) => s.join('\n')))) {
    for (const segment of new Set(segments.split('\n'))) counts.set(segment, (counts.get(segment) ?? 0) + 1);
  }
  const [shared, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count > 1) return shared;
  const hostCore = fold(host.split('.').slice(-2, -1)[0] ?? host);
  const multi = titles.find((segments) => segments.length > 1);
  if (multi) {
    const matching = hostCore ? multi.find((segment) => fold(segment).includes(hostCore)) : undefined;
    return matching ?? multi[multi.length - 1]!;
  }
  return host;
}

/** The page the task happens on most (the later one on a tie), named without the site. */
function mainPage(titles: string[][], site: string, host: string): string {
  const counts = new Map<string, number>();
  let best = '';
  for (const segments of titles) {
    const page = segments.find((segment) => fold(segment) !== fold(site) && fold(segment) !== fold(host));
    if (!page || /^[a-z]+:\/\//i.test(page)) continue;
    const count = (counts.get(page) ?? 0) + 1;
    counts.set(page, count);
    if (count >= (counts.get(best) ?? 0)) best = page;
  }
  return best;
}

/** The site's name and the page the task is mostly on, from the steps' page titles and addresses. */
export function taskNames(steps: WriterStep[]): { site: string; page: string } {
  const titles = steps
    .map((step) => cleanText(step.pageTitle, 300))
    .filter(Boolean)
    .map((title) => title.split(SEPARATOR).filter(Boolean));
  const host = hostOf(steps);
  const site = cleanText(siteName(titles, host), SITE_MAX);
  return { site, page: cleanText(mainPage(titles, site, host), PAGE_MAX) };
}

/** A short title in the pack's language; never empty. */
export function makeTitle({ site, page }: { site: string; page: string }, pack: LanguagePack): string {
  const { titles } = pack;
  const template =
    page && site ? titles.pageAndSite : page ? titles.page : site ? titles.site : titles.fallback;
  return cleanText(
    template.replace('{page}', () => page).replace('{site}', () => site),
    ARTICLE_TITLE_MAX_LENGTH,
  );
}
