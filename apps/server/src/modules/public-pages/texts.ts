/** The few words of the public pages' own chrome, in the page's language (English otherwise). */
type PageTexts = {
  updated: (date: string) => string;
  languages: string;
  /** The shared page's link to its PDF (issue 49). */
  downloadPdf: string;
  notFoundTitle: string;
  notFoundCode: string;
  notFoundText: string;
  /** An address under /docs that names no help center (or one not published). */
  siteNotFoundText: string;
  notFoundHome: string;
};

const en: PageTexts = {
  updated: (date) => `Updated ${date}`,
  languages: 'Languages',
  downloadPdf: 'Download PDF',
  notFoundTitle: 'Page Not Found',
  notFoundCode: 'Error Code: 404',
  notFoundText: 'This article does not exist or is no longer shared.',
  siteNotFoundText: 'This help center does not exist or is not published.',
  notFoundHome: 'Back to home page',
};

const TEXTS: Record<string, PageTexts> = {
  en,
  de: {
    updated: (date) => `Aktualisiert am ${date}`,
    languages: 'Sprachen',
    downloadPdf: 'PDF herunterladen',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundCode: 'Fehlercode: 404',
    notFoundText: 'Dieser Artikel existiert nicht oder wird nicht mehr geteilt.',
    siteNotFoundText: 'Dieses Hilfecenter gibt es nicht, oder es ist nicht veröffentlicht.',
    notFoundHome: 'Zurück zur Startseite',
  },
  fr: {
    ...en,
    updated: (date) => `Mis à jour le ${date}`,
    languages: 'Langues',
    downloadPdf: 'Télécharger le PDF',
  },
  it: {
    ...en,
    updated: (date) => `Aggiornato il ${date}`,
    languages: 'Lingue',
    downloadPdf: 'Scarica il PDF',
  },
  nl: {
    ...en,
    updated: (date) => `Bijgewerkt op ${date}`,
    languages: 'Talen',
    downloadPdf: 'PDF downloaden',
  },
  tr: { ...en, updated: (date) => `Güncellendi: ${date}`, languages: 'Diller', downloadPdf: 'PDF indir' },
};

export function pageTexts(language: string): PageTexts {
  return TEXTS[language.slice(0, 2).toLowerCase()] ?? en;
}

/** A language by its own name ("Deutsch", "Français"), for the language links. */
export function nativeLanguageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

export function formatDate(date: Date, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
