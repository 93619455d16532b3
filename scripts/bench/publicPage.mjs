// Bench scenarios of the articles work: the public shared-article page next to nginx serving the
// same bytes, and the article list of an organization with 1,000 articles next to a signed-in call
// that reads a few rows by primary key (the profile), on the same server and database.
import { brotliCompressSync, constants } from 'node:zlib';
import { api, nameOf, urlOf } from './contract.mjs';
import { call } from './server.mjs';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1000);
// The embedded database answers one query at a time: more connections only queue (and time out).
const DB_CONNECTIONS = 8;
const CREATE_CONCURRENCY = 8;
const FIRST_PAGE = { query: { limit: 50 } };
/** The signed-in call next to the list: a few rows by primary key. */
const PROFILE = `${nameOf(api.profileApi.get)} (token, primary-key selects)`;

/** About 20 KB of rendered HTML, like a long step-by-step guide (the size docs/architecture.md measured). */
export function longArticle() {
  const sections = [];
  for (let i = 1; i <= 14; i++) {
    sections.push(
      `## Step ${i}: configure the ${['workspace', 'team', 'billing', 'export'][i % 4]} settings`,
      `Open **Settings** in the sidebar and choose *Section ${i}*. The page lists every option of this area; the ones you change are saved when you leave the field, so there is no separate save button. If your organization uses single sign-on, some options are managed by your identity provider and appear greyed out.`,
      `1. Click **Edit** next to the option.\n2. Enter the new value, for example \`value-${i}\`.\n3. Press Enter to confirm.`,
      `> Tip: changes apply to everyone in the organization within a minute. See [the FAQ](https://example.com/faq/${i}) for details.`,
    );
  }
  return `Configure the whole product in a few minutes with this guide.\n\n${sections.join('\n\n')}`;
}

/** A plan without an article limit (the built-in checkout activates it at once), so 1,000 fit. */
async function unlimitedPlan(server, token) {
  await call(server, token, api.paymentsApi.createCheckoutSession, { body: { productId: 'prod_business' } });
}

/** Creates the shared article and the 1,000 articles through the API; returns nginx's files and the cases. */
/** The long article, published: its shared page's address and bytes. */
export async function publishLongArticle(server, token) {
  const { id } = await call(server, token, api.articlesApi.createManual, {
    body: { title: 'Configure your workspace', content: longArticle() },
  });
  const { sharingId } = await call(server, token, api.articlesApi.publish, { params: { id } });
  const pageUrl = `${server}/shared/${sharingId}`;
  const response = await fetch(pageUrl);
  const page = Buffer.from(await response.arrayBuffer());
  if (!page.toString('utf8').includes('Configure your workspace'))
    throw new Error('shared page did not render');
  // The page's own header set, for a bare server to send the same (the connection's are its own).
  const headers = Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
    ),
  );
  return { pageUrl, page, headers };
}

/** A help center with the long article in a group: its article page's address and bytes. */
export async function helpCenterArticle(server, token) {
  const center = await call(server, token, api.helpCentersApi.create, { body: { name: 'Bench Help' } });
  // A new help center is a draft until it is published.
  await call(server, token, api.helpCentersApi.publish, { params: { id: center.id } });
  const group = await call(server, token, api.publicGroupsApi.create, {
    params: { id: center.id },
    body: { name: 'Setup' },
  });
  const { id } = await call(server, token, api.articlesApi.createManual, {
    body: { title: 'Configure your workspace', content: longArticle() },
  });
  await call(server, token, api.articlesApi.publish, { params: { id } });
  await call(server, token, api.publicGroupsApi.addArticle, { params: { groupId: group.id, articleId: id } });
  const home = await (await fetch(`${server}/docs/${center.slug}`)).text();
  const path = /href="(\/docs\/[^"]+\/articles\/[^"]+)"/.exec(home)?.[1];
  if (!path) throw new Error('the help center home links no article');
  const url = `${server}${path}`;
  const page = Buffer.from(await (await fetch(url)).arrayBuffer());
  if (!page.toString('utf8').includes('Configure your workspace'))
    throw new Error('help center article page did not render');
  return { url, page };
}

export async function prepareArticleScenarios(server, token) {
  await unlimitedPlan(server, token);
  const { pageUrl, page, headers: pageHeaders } = await publishLongArticle(server, token);
  const pageBr = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const center = await helpCenterArticle(server, token);
  const centerBr = brotliCompressSync(center.page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  console.log(
    `  help center article page: ${center.page.length} bytes, ${centerBr.length} with brotli (all a phone loads before the first image: one request: its stylesheet and its one small script inline)`,
  );

  const started = Date.now();
  let next = 1; // the shared article is the first
  const worker = async () => {
    while (next < ARTICLES) {
      const n = ++next;
      await call(server, token, api.articlesApi.createManual, {
        body: { title: `Article ${n}`, content: `How to do task ${n}.` },
      });
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  const list = await call(server, token, api.articlesApi.list);
  if (list.total < ARTICLES) throw new Error(`expected ${ARTICLES} articles, the list has ${list.total}`);
  console.log(
    `  ${list.total} articles created through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const listBytes = Buffer.byteLength(JSON.stringify(list));
  const firstPage = await call(server, token, api.articlesApi.list, FIRST_PAGE);
  const firstPageBytes = Buffer.byteLength(JSON.stringify(firstPage));

  const auth = { authorization: `Bearer ${token}` };
  // A browser's user agent: wrk sends none, and a request without one is not counted as a view.
  const reader = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  };
  return {
    files: {
      'page.html': page,
      'page.html.br': pageBr,
      'center.html': center.page,
      'center.html.br': centerBr,
    },
    pageHeaders,
    /** The shared page as a reader (view recorded) and as a robot (not recorded): issue 16's pair. */
    viewPair: { url: pageUrl, reader, robot: { 'user-agent': 'bench-bot' } },
    cases: (nginxUrl, profileSize, bareNodeUrl) => [
      {
        name: 'GET /shared/{id} (HTML from memory)',
        url: pageUrl,
        headers: reader,
        baseline: `${nginxUrl}/page.html`,
        size: page.length,
      },
      {
        // A crawler's view is not recorded: the page alone, without the view write.
        name: 'GET /shared/{id} (HTML, view not recorded)',
        url: pageUrl,
        headers: { 'user-agent': 'bench-bot' },
        baseline: `${nginxUrl}/page.html`,
        size: page.length,
      },
      {
        // The ceiling for any Node server on this machine: the same bytes and headers, no product.
        name: '  bare Node http, same bytes and headers',
        url: `${bareNodeUrl}/page.html`,
        baseline: `${nginxUrl}/page.html`,
        size: page.length,
      },
      {
        // The view-recorded case again, after the one without: which of the two runs first shows
        // in their ratio on a busy machine; the pair on either side of it is the fair comparison.
        name: 'GET /shared/{id} (HTML from memory, view recorded, again)',
        url: pageUrl,
        headers: reader,
        baseline: `${nginxUrl}/page.html`,
        size: page.length,
      },
      {
        name: 'GET /shared/{id} (brotli)',
        url: pageUrl,
        headers: { ...reader, 'accept-encoding': 'br' },
        baseline: `${nginxUrl}/page.html.br`,
        size: pageBr.length,
      },
      {
        name: 'GET /docs/{slug}/articles/{title-id} (help center, HTML from memory)',
        url: center.url,
        headers: reader,
        baseline: `${nginxUrl}/center.html`,
        size: center.page.length,
      },
      {
        name: 'GET /docs/{slug}/articles/{title-id} (help center, brotli)',
        url: center.url,
        headers: { ...reader, 'accept-encoding': 'br' },
        baseline: `${nginxUrl}/center.html.br`,
        size: centerBr.length,
      },
      {
        name: `${nameOf(api.articlesApi.list)} (all ${list.total}), ${DB_CONNECTIONS} connections`,
        url: urlOf(server, api.articlesApi.list),
        headers: auth,
        baselineName: PROFILE,
        baseline: urlOf(server, api.profileApi.get),
        baselineHeaders: auth,
        connections: DB_CONNECTIONS,
        size: listBytes,
        baselineSize: profileSize,
      },
      {
        name: `${nameOf(api.articlesApi.list, FIRST_PAGE)} (first page of ${list.total}), ${DB_CONNECTIONS} connections`,
        url: urlOf(server, api.articlesApi.list, FIRST_PAGE),
        headers: auth,
        baselineName: PROFILE,
        baseline: urlOf(server, api.profileApi.get),
        baselineHeaders: auth,
        connections: DB_CONNECTIONS,
        size: firstPageBytes,
        baselineSize: profileSize,
      },
    ],
  };
}
