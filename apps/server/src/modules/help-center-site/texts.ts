/** The words of a help center's own pages, in its language (spec 02: en-US, de-DE, nl-NL, it-IT). */
export type SiteTexts = {
  headline: string;
  backToHomepage: string;
  quickLinks: string;
  noArticles: string;
  protectedTitle: string;
  protectedText: string;
  password: string;
  enter: string;
  wrongPassword: string;
  tooManyAttempts: string;
};

const en: SiteTexts = {
  headline: 'How can we help?',
  backToHomepage: 'Back to homepage',
  quickLinks: 'Quick links',
  noArticles: 'No articles have been published here yet.',
  protectedTitle: 'This help center is protected',
  protectedText: 'Enter the password you were given to read it.',
  password: 'Password',
  enter: 'Continue',
  wrongPassword: 'That password is not right. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
};

const TEXTS: Record<string, SiteTexts> = {
  'en-US': en,
  'de-DE': {
    headline: 'Wie können wir helfen?',
    backToHomepage: 'Zur Website',
    quickLinks: 'Schnellzugriffe',
    noArticles: 'Hier wurden noch keine Artikel veröffentlicht.',
    protectedTitle: 'Dieses Hilfecenter ist geschützt',
    protectedText: 'Geben Sie das Passwort ein, das Sie erhalten haben.',
    password: 'Passwort',
    enter: 'Weiter',
    wrongPassword: 'Das Passwort stimmt nicht. Bitte versuchen Sie es erneut.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie eine Minute.',
  },
  'nl-NL': {
    ...en,
    headline: 'Hoe kunnen we helpen?',
    backToHomepage: 'Terug naar de website',
    quickLinks: 'Snelkoppelingen',
    password: 'Wachtwoord',
    enter: 'Doorgaan',
  },
  'it-IT': {
    ...en,
    headline: 'Come possiamo aiutarti?',
    backToHomepage: 'Torna al sito',
    quickLinks: 'Link rapidi',
    password: 'Password',
    enter: 'Continua',
  },
};

export const siteTexts = (language: string): SiteTexts => TEXTS[language] ?? en;
