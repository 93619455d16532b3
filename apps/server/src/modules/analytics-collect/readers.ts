import type { IncomingHttpHeaders } from 'node:http';

/**
 * Crawlers, link-preview fetchers (Slack, Teams, Discord, Telegram, WhatsApp, iMessage…), HTTP
 * libraries, uptime checks and headless browsers. `bot` catches most (Googlebot, bingbot,
 * Slackbot, Twitterbot, LinkedInBot, Discordbot, TelegramBot, Applebot, GPTBot, ClaudeBot…) except
 * in CUBOT, a phone maker whose name is in its phones' user agents.
 */
const NOT_A_PERSON = new RegExp(
  [
    '(?<!cu)bot',
    'crawl',
    'spider',
    'slurp',
    'preview',
    'headless',
    'lighthouse',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'google-inspectiontool',
    'google-read-aloud',
    'feedfetcher',
    'mediapartners-google',
    'chatgpt-user',
    'claude-user',
    'perplexity-user',
    'embedly',
    'iframely',
    'whatsapp',
    'skypeuripreview',
    'bluesky',
    'mastodon',
    'vkshare',
    'pingdom',
    'statuscake',
    'ia_archiver',
    'phantomjs',
    'python-',
    'curl/',
    'wget',
    'go-http-client',
    'node-fetch',
    'undici',
    'axios/',
    'okhttp',
    'java/',
    'libwww',
    'httpx',
    'aiohttp',
    'scrapy',
    '^node$',
  ].join('|'),
  'i',
);

/** What browsers send when they fetch a page the person has not opened (yet): speculation, top sites. */
const AHEAD = /prefetch|prerender|preview/i;

/**
 * Whether a page request was made by a person reading it: a user agent that is not a known
 * robot, and not a prefetch (`Sec-Purpose`, `Purpose`, `X-Purpose`, `X-Moz`), which may never be
 * shown. A request without a user agent comes from a program.
 */
export function isReader(headers: IncomingHttpHeaders): boolean {
  const agent = headers['user-agent'];
  if (!agent || NOT_A_PERSON.test(agent)) return false;
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'] as const) {
    const value = headers[name];
    if (value && AHEAD.test(String(value))) return false;
  }
  return true;
}
