/** Spec 02 §4 "Visibility": the public links of a published article, one per language. */

export function publicArticleUrl(origin: string, sharingId: string, language?: string): string {
  const base = `${origin}/shared/${encodeURIComponent(sharingId)}`;
  return language ? `${base}?lang=${encodeURIComponent(language)}` : base;
}

export type ShareLink = {
  language: string;
  url: string;
  ready: boolean;
  isSource: boolean;
  /** The source has no text: nothing is being processed, there is simply nothing to show yet. */
  empty?: boolean;
  /** A translation without text whose job failed: nothing is on its way until someone retries. */
  failed?: boolean;
  /** A copy of the source nobody has translated yet: nothing is on its way until someone does. */
  notTranslated?: boolean;
};

/**
 * The source language first, then each translation. A translation whose content is not there yet
 * is listed as Processing... and cannot be copied or opened; an article without text says so.
 */
export function shareLinks(input: {
  origin: string;
  sharingId: string | null;
  sourceLanguage: string;
  sourceContent: string;
  /** `content` null while a language has none or a newer translation is pending (spec 02 §4). */
  translations?: ReadonlyArray<{
    language: string;
    content: string | null;
    failed?: boolean;
    notTranslated?: boolean;
  }>;
}): ShareLink[] {
  if (!input.sharingId) return [];
  const sharingId = input.sharingId;
  const links: ShareLink[] = [
    {
      language: input.sourceLanguage,
      url: publicArticleUrl(input.origin, sharingId),
      ready: input.sourceContent.trim().length > 0,
      isSource: true,
      empty: input.sourceContent.trim().length === 0,
    },
  ];
  for (const translation of input.translations ?? []) {
    if (translation.language === input.sourceLanguage) continue;
    const ready = Boolean(translation.content?.trim());
    links.push({
      language: translation.language,
      url: publicArticleUrl(input.origin, sharingId, translation.language),
      ready,
      isSource: false,
      ...(translation.failed && !ready ? { failed: true } : {}),
      ...(translation.notTranslated && !ready ? { notTranslated: true } : {}),
    });
  }
  return links;
}
