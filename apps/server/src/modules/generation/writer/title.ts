import { cleanText, publicUrl } from './escape';
import type { WriterStep } from './types';

/** Separators between a page's name and the site's name in a document title. */
const SEPARATOR = /\s+[-–—|·•»:]\s+/;
const PAGE_MAX = 60;
const SITE_MAX = 40;

/**
 * What a browser or window manager appends to a window title: a desktop recording's window
 * titles carry it, and it names the browser rather than the application worked in.
 */
const BROWSER_SUFFIX =
  /\s+[-–—]\s+(Google Chrome|Chromium|Mozilla Firefox|Firefox|Microsoft\u200b?\s?Edge|Brave|Opera|Safari|Vivaldi)$/i;

/** Endings that make a dotted word a file's name ("Book1.xlsx", "Node.js") rather than a host. */
const FILE_EXTENSIONS = new Set(
  'pdf doc docx xls xlsx xlsm csv ppt pptx odt ods txt md rtf html htm xml json png jpg jpeg gif svg zip log ini cfg js ts py'.split(
    ' ',
  ),
);

/**
 * A title segment that is an address rather than a name: a URL, a host name, an IP address, with
 * or without port and path ("127.0.0.1:8080/setup", "app.example.com", "localhost"). Such a
 * segment is what a browser shows for a page without a title; it never names a task (issue 51).
 */
export function isAddress(text: string): boolean {
  const value = text.trim();
  const rest = String.raw`(:\d+)?(\/\S*)?$`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return true;
  if (new RegExp(String.raw`^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\]|localhost)${rest}`, 'i').test(value))
    return true;
  const host = new RegExp(String.raw`^[a-z0-9-]+(\.[a-z0-9-]+)*\.([a-z]{2,24})${rest}`, 'i').exec(value);
  return host !== null && !FILE_EXTENSIONS.has(host[2]!.toLowerCase());
}

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function hostOf(steps: WriterStep[]): string {
  for (const step of steps) {
    const host = publicUrl(step.pageUrl)?.hostname.replace(/^www\./, '');
    if (host) return host;
  }
  return '';
}

/** A step's title as name segments, without the browser's suffix and without addresses. */
function segmentsOf(step: WriterStep): string[] {
  const title = cleanText(step.pageTitle, 300).replace(BROWSER_SUFFIX, '');
  return title
    .split(SEPARATOR)
    .map((segment) => segment.trim())
    .filter((segment) => segment && !isAddress(segment));
}

/**
 * The site's name: the title segment most pages share ("Checkout – Example Shop"), or with a
 * single page the segment that matches the host name, else the last one; without any, the
 * application a desktop step names. Never the host itself: an address is no name.
 */
function siteName(titles: string[][], host: string, application: string): string {
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
  return application;
}

/** The page the steps happen on most (the later one on a tie), named without the site. */
function mainPage(titles: string[][], site: string): string {
  const counts = new Map<string, number>();
  let best = '';
  for (const segments of titles) {
    const page = segments.find((segment) => fold(segment) !== fold(site));
    if (!page) continue;
    const count = (counts.get(page) ?? 0) + 1;
    counts.set(page, count);
    if (count >= (counts.get(best) ?? 0)) best = page;
  }
  return best;
}

export type TaskNames = {
  /** The site or application, '' when only an address would name it. */
  site: string;
  /** The page the steps are mostly on, without the site. */
  page: string;
  /** The page of a subset of the steps (a form's fields, the last page), in the same terms. */
  pageOf: (steps: WriterStep[]) => string;
};

/** The site's name and the page the task is mostly on, from the steps' page titles. */
export function taskNames(steps: WriterStep[]): TaskNames {
  const titles = steps.map(segmentsOf).filter((segments) => segments.length > 0);
  // Only a desktop step's application names where it happened; on a web page it is the browser.
  const application =
    steps
      .filter((step) => !publicUrl(step.pageUrl))
      .map((step) => cleanText(step.application ?? '', SITE_MAX))
      .find(Boolean) ?? '';
  const site = cleanText(siteName(titles, hostOf(steps), application), SITE_MAX);
  const pageOf = (some: WriterStep[]) =>
    cleanText(
      mainPage(
        some.map(segmentsOf).filter((s) => s.length > 0),
        site,
      ),
      PAGE_MAX,
    );
  const page = pageOf(steps);
  // A single name (a one-segment title, "RoboConsole") is where the task happens: the app.
  if (!site && page)
    return { site: page, page: '', pageOf: (some) => (pageOf(some) === page ? '' : pageOf(some)) };
  return { site, page, pageOf };
}
