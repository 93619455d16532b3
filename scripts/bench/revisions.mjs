// Article history (issue 48 item 1) on the built server: a save of an article with 1,000 revisions
// next to a save of one whose history is only its creation (target: within 10 %), and the first
// page of that long history next to a profile read (target: ≤ 2 × its time). Saves and reads of
// both kinds are interleaved, so a slower moment of the machine weighs on both alike.

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { api } from './contract.mjs';
import { helpArticle } from './helpArticles.mjs';
import { call, signUpCompany, startBenchServer } from './server.mjs';

const REVISIONS = Number(process.env.BENCH_REVISIONS ?? 1000);
const ROUNDS = Number(process.env.BENCH_REVISION_ROUNDS ?? 200);
/** The page the History panel asks for (apps/web's REVISION_PAGE). */
const PAGE = Number(process.env.BENCH_REVISION_PAGE ?? 30);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(2)} ms`;

async function timed(run) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function benchRevisions({ workDir, cleanups }) {
  console.log(`\nArticle history (built server, embedded database, ${REVISIONS} revisions)`);
  const server = await startBenchServer({ dataDir: path.join(workDir, 'revisions-data'), cleanups });
  const token = await signUpCompany(server.url, { name: 'Bench History', plan: 'prod_business' });
  const send = (endpoint, input) => call(server.url, token, endpoint, input);
  const create = async (index) => (await send(api.articlesApi.createManual, { body: helpArticle(index) })).id;
  const fresh = await create(0);
  const long = await create(1);

  // Publish and unpublish record one revision each, with the article's whole state (about 800 words).
  const setupStart = performance.now();
  for (let i = 1; i < REVISIONS; i++)
    await send(i % 2 ? api.articlesApi.publish : api.articlesApi.unpublish, { params: { id: long } });
  const listed = await send(api.articleRevisionsApi.list, { params: { id: long }, query: { limit: 1 } });
  console.log(`  ${REVISIONS} revisions made in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

  // Each save changes one word, with the base revision the editor sends (the stale-save check runs).
  const texts = { [fresh]: helpArticle(0).content, [long]: helpArticle(1).content };
  const save = async (id, round) => {
    const article = await send(api.articlesApi.get, { params: { id } });
    const content = `${texts[id]}\n\nEdited in round ${round}.`;
    const baseRevisionAt = article.latestRevision?.updatedAt ?? null;
    return timed(() =>
      send(api.articlesApi.updateContent, { params: { id }, body: { content, baseRevisionAt } }),
    );
  };
  for (let round = 0; round < 20; round++) {
    await save(fresh, -round);
    await save(long, -round);
  }
  const saves = { fresh: [], long: [] };
  for (let round = 0; round < ROUNDS; round++) {
    saves.fresh.push(await save(fresh, round));
    saves.long.push(await save(long, round));
  }
  const freshP50 = percentile(saves.fresh, 50);
  const longP50 = percentile(saves.long, 50);
  console.log(
    `  save (PUT content, ~800 words): history of 1: p50 ${ms(freshP50)}, p95 ${ms(percentile(saves.fresh, 95))}; ` +
      `${REVISIONS} revisions: p50 ${ms(longP50)}, p95 ${ms(percentile(saves.long, 95))} ` +
      `(${(((longP50 - freshP50) / freshP50) * 100).toFixed(1)} %, target ≤ 10 %)`,
  );

  const reads = { list: [], profile: [] };
  const list = () => send(api.articleRevisionsApi.list, { params: { id: long }, query: { limit: PAGE } });
  const profile = () => send(api.profileApi.get);
  for (let round = 0; round < 50; round++) {
    await list();
    await profile();
  }
  for (let round = 0; round < ROUNDS * 2; round++) {
    reads.list.push(await timed(list));
    reads.profile.push(await timed(profile));
  }
  const listP50 = percentile(reads.list, 50);
  const profileP50 = percentile(reads.profile, 50);
  console.log(
    `  revisions list (first page of ${PAGE} of ${REVISIONS + 1}): p50 ${ms(listP50)}, p95 ${ms(percentile(reads.list, 95))}; ` +
      `profile read: p50 ${ms(profileP50)}, p95 ${ms(percentile(reads.profile, 95))} ` +
      `(${(listP50 / profileP50).toFixed(2)} ×, target ≤ 2 ×)`,
  );
  if (!listed.revisions.length) throw new Error('the long article has no revisions');
}
