import { createHash } from 'node:crypto';
import type { SupportedLanguage } from '@support/shared';
import type { Translator } from 'deepl-node';
import type { GlossaryHint } from '../../glossary';

/** Every glossary this product keeps in the DeepL account starts with this name. */
export const GLOSSARY_PREFIX = 'support-platform ';
/** Glossaries kept in the account at most; the least recently used go first. */
export const GLOSSARIES_MAX = 100;

type Kept = { id: string; used: number };

/**
 * DeepL glossaries for the organization's terms: the entries of a request (each term kept as it
 * is, each word to avoid replaced by its term) become one glossary per language pair and distinct
 * entry set, named by their hash, so the same set is created once and found again by name in the
 * account's list after a restart. Beyond `max` the least recently used are deleted.
 */
export function deeplGlossaries(translator: () => Promise<Translator>, max = GLOSSARIES_MAX) {
  let kept: Promise<Map<string, Kept>> | null = null;
  let pairs: Promise<Set<string>> | null = null;
  const creating = new Map<string, Promise<string>>();

  /** Ours in the account by name, from the list call once per process; duplicates deleted. */
  const ours = () => {
    kept ??= (async () => {
      const client = await translator();
      const listed = (await client.listGlossaries())
        .filter((glossary) => glossary.name.startsWith(GLOSSARY_PREFIX))
        .sort((a, b) => b.creationTime.getTime() - a.creationTime.getTime());
      const byName = new Map<string, Kept>();
      for (const glossary of listed) {
        // Two servers that created the same set at once: the newest stays.
        if (byName.has(glossary.name)) await client.deleteGlossary(glossary.glossaryId).catch(() => {});
        else byName.set(glossary.name, { id: glossary.glossaryId, used: glossary.creationTime.getTime() });
      }
      return byName;
    })().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
  const supported = async (source: string, target: string) => {
    pairs ??= (async () => {
      const list = await (await translator()).getGlossaryLanguagePairs();
      return new Set(list.map((pair) => `${pair.sourceLang}>${pair.targetLang}`.toLowerCase()));
    })().catch((error: unknown) => {
      pairs = null;
      throw error;
    });
    return (await pairs).has(`${source}>${target}`);
  };
  const prune = async (byName: Map<string, Kept>, current: string) => {
    const oldest = [...byName].filter(([name]) => name !== current).sort(([, a], [, b]) => a.used - b.used);
    const client = await translator();
    for (const [name, glossary] of oldest.slice(0, Math.max(0, byName.size - max))) {
      byName.delete(name);
      // Another server may have deleted it already.
      await client.deleteGlossary(glossary.id).catch(() => {});
    }
  };

  return {
    /** The glossary for these hints, created when new; undefined without entries or DeepL support. */
    async idFor(source: SupportedLanguage, target: SupportedLanguage, hints: GlossaryHint[]) {
      const entries = glossaryEntries(hints);
      if (!Object.keys(entries).length || !(await supported(source, target))) return undefined;
      const name = glossaryName(source, target, entries);
      const byName = await ours();
      const found = byName.get(name);
      if (found) {
        found.used = Date.now();
        return found.id;
      }
      let pending = creating.get(name);
      if (!pending) {
        pending = (async () => {
          const client = await translator();
          const { GlossaryEntries } = await import('deepl-node');
          const created = await client.createGlossary(name, source, target, new GlossaryEntries({ entries }));
          byName.set(name, { id: created.glossaryId, used: Date.now() });
          await prune(byName, name);
          return created.glossaryId;
        })().finally(() => creating.delete(name));
        creating.set(name, pending);
      }
      return pending;
    },
    /** A glossary DeepL no longer knows (deleted by another server): made again on next use. */
    async forget(id: string) {
      const byName = await ours();
      for (const [name, glossary] of byName) if (glossary.id === id) byName.delete(name);
    },
  };
}

/**
 * The entries for DeepL: each term to itself, so DeepL leaves the organization's words as they are,
 * and each word to avoid to its term (as the AI is told: write the term instead). Words DeepL
 * would refuse (control characters) and a word to avoid that is another entry's term are left out.
 */
export function glossaryEntries(hints: GlossaryHint[]): Record<string, string> {
  const entries: Record<string, string> = {};
  const usable = (word: string) => word.length > 0 && !/[\p{Cc}\u2028\u2029]/u.test(word);
  const terms = new Set(hints.map((hint) => hint.term.trim().toLowerCase()));
  for (const hint of hints) {
    const term = hint.term.trim();
    if (!usable(term)) continue;
    entries[term] = term;
  }
  for (const hint of hints) {
    const term = hint.term.trim();
    for (const avoid of hint.avoid.map((word) => word.trim())) {
      if (!usable(term) || !usable(avoid) || terms.has(avoid.toLowerCase()) || avoid in entries) continue;
      entries[avoid] = term;
    }
  }
  return entries;
}

function glossaryName(source: string, target: string, entries: Record<string, string>): string {
  const sorted = Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 24);
  return `${GLOSSARY_PREFIX}${source}>${target} ${hash}`;
}
