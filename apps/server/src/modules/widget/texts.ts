/** The widget's own words, in the help center's language (English for any language without them). */
export type WidgetTexts = {
  launcher: string;
  panelTitle: string;
  close: string;
  search: string;
  searchPlaceholder: string;
  suggested: string;
  popular: string;
  noResults: string;
  tooMany: string;
  back: string;
  openHelpCenter: string;
  askAi: string;
};

const en: WidgetTexts = {
  launcher: 'Help',
  panelTitle: 'Help',
  close: 'Close help',
  search: 'Search the help center',
  searchPlaceholder: 'Search for answers…',
  suggested: 'Suggested for this page',
  popular: 'Popular articles',
  noResults: 'No articles found.',
  tooMany: 'Too many searches. Please wait a moment.',
  back: 'Back',
  openHelpCenter: 'Open the full help center',
  askAi: 'Ask the AI assistant',
};

const de: WidgetTexts = {
  launcher: 'Hilfe',
  panelTitle: 'Hilfe',
  close: 'Hilfe schließen',
  search: 'Hilfe-Center durchsuchen',
  searchPlaceholder: 'Antworten suchen…',
  suggested: 'Vorschläge für diese Seite',
  popular: 'Beliebte Artikel',
  noResults: 'Keine Artikel gefunden.',
  tooMany: 'Zu viele Suchen. Bitte warten Sie einen Moment.',
  back: 'Zurück',
  openHelpCenter: 'Ganzes Hilfe-Center öffnen',
  askAi: 'KI-Assistent fragen',
};

export const widgetTexts = (language: string): WidgetTexts =>
  language.slice(0, 2).toLowerCase() === 'de' ? de : en;
