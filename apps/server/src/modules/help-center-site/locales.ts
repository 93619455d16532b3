import { LANGUAGE_LOCALES, localeLanguage, type SupportedLanguage } from '@support/shared';
import type { HelpCenterSite, SiteArticle } from './loadSite';

/**
 * A help center's languages (issue 14 "Addresses"): its own language at `/docs/{slug}`, and each of
 * the organization's translation languages at `/docs/{slug}/{locale}` (`de-DE`, `nl-NL`…). A
 * localized site is the same site with the locale as its language and, outside its own language,
 * only the articles that have a translation there, under their translated titles.
 */

/** The site's locales, its own first. */
export function siteLocales(site: HelpCenterSite): string[] {
  const own = site.ownLocale;
  const others = site.translationLanguages
    .map((language) => LANGUAGE_LOCALES[language as SupportedLanguage])
    .filter((locale): locale is string => Boolean(locale) && locale !== own);
  return [own, ...new Set(others)];
}

/** The locale a path segment names among the site's other languages, exactly as written, or null. */
export function otherLocale(site: HelpCenterSite, segment: string): string | null {
  return siteLocales(site).slice(1).includes(segment) ? segment : null;
}

/** The article's title in `locale`, or null when it cannot be read there. */
export function titleIn(site: HelpCenterSite, article: SiteArticle, locale: string): string | null {
  const language = localeLanguage(locale);
  if (article.language === language) return article.sourceTitle;
  const translated = article.titles[language];
  if (translated !== undefined) return translated || article.sourceTitle;
  // The site's own language shows every article, in the language it is written in if need be.
  return locale === site.ownLocale ? article.sourceTitle : null;
}

/** The language an article's page in the site's current locale shows its text in. */
export function shownLanguage(site: HelpCenterSite, article: SiteArticle): string {
  const language = localeLanguage(site.center.language);
  return article.titles[language] !== undefined ? language : article.language;
}

/**
 * The locale an article's page is in: that of the text it shows (`de` → `de-DE`), even in a help
 * center of another language; the site's for a language without a locale. Feedback counts in it.
 */
export function pageLocale(site: HelpCenterSite, article: SiteArticle): string {
  return LANGUAGE_LOCALES[shownLanguage(site, article) as SupportedLanguage] ?? site.center.language;
}

/** The site as its pages in `locale` show it. */
export function localizeSite(site: HelpCenterSite, locale: string): HelpCenterSite {
  if (locale === site.ownLocale) {
    return {
      ...site,
      articles: site.articles.map((article) => ({ ...article, title: titleIn(site, article, locale)! })),
    };
  }
  const articles: SiteArticle[] = [];
  const language = localeLanguage(locale);
  for (const article of site.articles) {
    const title = titleIn(site, article, locale);
    // A translated page changed when its translation did, not when the source text did.
    const updatedAt = article.translatedAt[language] ?? article.updatedAt;
    if (title !== null) articles.push({ ...article, title, updatedAt });
  }
  // A group without a name in this language keeps the name as written (and so its address).
  const groups = site.groups.map((group) => {
    const translated = group.translations[language as SupportedLanguage];
    return translated ? { ...group, name: translated.name, description: translated.description } : group;
  });
  return {
    ...site,
    center: { ...site.center, language: locale as typeof site.center.language },
    articles,
    groups,
  };
}

/** Where the pages of `locale` start, given where the own language's start. */
export const localeBase = (site: HelpCenterSite, rootBase: string, locale: string) =>
  locale === site.ownLocale ? rootBase : `${rootBase}/${locale}`;

/** Where the own language's pages start, given a page's base in the site's current locale. */
export const rootBase = (site: HelpCenterSite, base: string) =>
  site.center.language === site.ownLocale ? base : base.slice(0, -(site.center.language.length + 1));

export type LanguageLink = { locale: string; href: string; current: boolean };

/**
 * The language switcher's links: for each locale, `target(localeBase)` when the page exists there
 * (the same article), else that locale's home page.
 */
export function languageLinks(
  site: HelpCenterSite,
  base: string,
  target?: (locale: string, base: string) => string | null,
): LanguageLink[] {
  const root = rootBase(site, base);
  return siteLocales(site).map((locale) => {
    const home = localeBase(site, root, locale);
    return {
      locale,
      href: target?.(locale, home) ?? (home || '/'),
      current: locale === site.center.language,
    };
  });
}
