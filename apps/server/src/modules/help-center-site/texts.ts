/**
 * The words of a help center's own pages, in its language: spec 02's en-US, de-DE, nl-NL and it-IT,
 * and tr-TR and fr-FR, so every language an article can be written in can have its help center.
 */
export type SiteTexts = {
  headline: string;
  backToHomepage: string;
  /** The home page's group cards, its most read articles, a card's link to its group (issue 47). */
  categories: string;
  mostRead: string;
  seeAll: (count: number) => string;
  /** An article's reading time beside its date. */
  readingTime: (minutes: number) => string;
  /** The article page's tree of the help center: its landmark, and its fold-out on a phone. */
  helpCenterNav: string;
  browseArticles: string;
  /** The code blocks' copy button (pageScript.ts). */
  copy: string;
  copied: string;
  /** A group page's sub-groups and articles. */
  sections: string;
  articles: string;
  quickLinks: string;
  noArticles: string;
  protectedTitle: string;
  protectedText: string;
  password: string;
  enter: string;
  wrongPassword: string;
  tooManyAttempts: string;
  skipToContent: string;
  home: string;
  breadcrumbs: string;
  onThisPage: string;
  previous: string;
  next: string;
  pages: string;
  related: string;
  updated: (date: string) => string;
  wasThisHelpful: string;
  yes: string;
  no: string;
  thanks: string;
  /** After "No": the optional one-line field (feedbackForm.ts), its hint and its button. */
  whatWasMissing: string;
  noPersonalData: string;
  send: string;
  articleCount: (count: number) => string;
  /** The pages' meta description when the help center has none of its own. */
  defaultDescription: (name: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  backToHelpCenter: string;
  search: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchHint: string;
  resultsFor: (query: string) => string;
  resultCount: (count: number) => string;
  noResults: string;
  didYouMean: string;
  aiAnswers: string;
  askLabel: string;
  askPlaceholder: string;
  ask: string;
  askHint: string;
  askLink: string;
  answersUnavailable: string;
  /** The organization's daily AI budget is spent: search results instead, and why. */
  answersBudgetSpent: string;
  answerNotFound: string;
  answerFailed: string;
  tooManyQuestions: string;
  answerDisclaimer: string;
  sources: string;
  searchResults: string;
  languages: string;
  tooManySearches: string;
  /** The bar over a member's preview (preview.ts). */
  previewTitle: string;
  previewPublished: string;
  previewUnpublished: string;
};

const en: SiteTexts = {
  headline: 'How can we help?',
  backToHomepage: 'Back to homepage',
  categories: 'Browse by topic',
  mostRead: 'Most read articles',
  seeAll: (count) => (count === 1 ? 'See the article' : `See all ${count} articles`),
  readingTime: (minutes) => `${minutes} min read`,
  helpCenterNav: 'Help center',
  browseArticles: 'Browse articles',
  copy: 'Copy',
  copied: 'Copied',
  sections: 'Topics',
  articles: 'Articles',
  quickLinks: 'Quick links',
  noArticles: 'No articles have been published here yet.',
  protectedTitle: 'This help center is protected',
  protectedText: 'Enter the password you were given to read it.',
  password: 'Password',
  enter: 'Continue',
  wrongPassword: 'That password is not right. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  skipToContent: 'Skip to content',
  home: 'Home',
  breadcrumbs: 'Breadcrumbs',
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  pages: 'More articles',
  related: 'Related articles',
  updated: (date) => `Updated ${date}`,
  wasThisHelpful: 'Was this helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thank you for your feedback!',
  whatWasMissing: 'What was missing? (optional)',
  noPersonalData: 'One line is enough. Please leave out names, email addresses and other personal data.',
  send: 'Send',
  articleCount: (count) => (count === 1 ? '1 article' : `${count} articles`),
  defaultDescription: (name) => `${name}: answers, guides and step-by-step help articles.`,
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist, or it is no longer published.',
  backToHelpCenter: 'Back to the help center',
  search: 'Search',
  searchLabel: 'Search the help center',
  searchPlaceholder: 'Search for articles…',
  searchHint: 'Type a few words to find articles.',
  resultsFor: (query) => `Results for “${query}”`,
  resultCount: (count) => (count === 1 ? '1 article found' : `${count} articles found`),
  noResults: 'No articles match your search. Try other words, or browse the topics on the home page.',
  didYouMean: 'No exact matches. These titles come close:',
  aiAnswers: 'AI answers',
  askLabel: 'Your question',
  askPlaceholder: 'Ask a question…',
  ask: 'Ask',
  askHint:
    'Ask a question in your own words: the answer comes from this help center’s articles, with links to them.',
  askLink: 'Ask a question (AI answers, beta)',
  answersUnavailable: 'AI answers are not available here. These articles match your question:',
  answersBudgetSpent:
    'This help center’s AI answers for today are used up (a daily limit). These articles match your question:',
  answerNotFound: 'The articles of this help center do not answer that. These may help:',
  answerFailed: 'The answer could not be finished. Please try again.',
  tooManyQuestions: 'You have asked many questions in a short time. Please wait a while and try again.',
  answerDisclaimer: 'Written by AI from the articles below. Check the articles for details.',
  sources: 'Sources',
  searchResults: 'Articles',
  languages: 'Languages',
  tooManySearches: 'Too many searches from your address. Please try again in a minute.',
  previewTitle: 'Preview.',
  previewPublished: 'You see this help center as a member of its team, past any password.',
  previewUnpublished: 'This help center is not published: readers cannot see it yet.',
};

const TEXTS: Record<string, SiteTexts> = {
  'en-US': en,
  'de-DE': {
    headline: 'Wie können wir helfen?',
    backToHomepage: 'Zur Website',
    categories: 'Themen',
    mostRead: 'Meistgelesene Artikel',
    seeAll: (count) => (count === 1 ? 'Zum Artikel' : `Alle ${count} Artikel`),
    readingTime: (minutes) => `${minutes} Min. Lesezeit`,
    helpCenterNav: 'Hilfecenter',
    browseArticles: 'Alle Artikel',
    copy: 'Kopieren',
    copied: 'Kopiert',
    sections: 'Themen',
    articles: 'Artikel',
    quickLinks: 'Schnellzugriffe',
    noArticles: 'Hier wurden noch keine Artikel veröffentlicht.',
    protectedTitle: 'Dieses Hilfecenter ist geschützt',
    protectedText: 'Geben Sie das Passwort ein, das Sie erhalten haben.',
    password: 'Passwort',
    enter: 'Weiter',
    wrongPassword: 'Das Passwort stimmt nicht. Bitte versuchen Sie es erneut.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie eine Minute.',
    skipToContent: 'Zum Inhalt springen',
    home: 'Start',
    breadcrumbs: 'Brotkrumen',
    onThisPage: 'Auf dieser Seite',
    previous: 'Zurück',
    next: 'Weiter',
    pages: 'Weitere Artikel',
    related: 'Ähnliche Artikel',
    updated: (date) => `Aktualisiert am ${date}`,
    wasThisHelpful: 'War das hilfreich?',
    yes: 'Ja',
    no: 'Nein',
    thanks: 'Vielen Dank für Ihr Feedback!',
    whatWasMissing: 'Was hat gefehlt? (optional)',
    noPersonalData:
      'Eine Zeile genügt. Bitte keine Namen, E-Mail-Adressen oder andere personenbezogene Daten angeben.',
    send: 'Senden',
    articleCount: (count) => (count === 1 ? '1 Artikel' : `${count} Artikel`),
    defaultDescription: (name) => `${name}: Antworten, Anleitungen und Schritt-für-Schritt-Hilfeartikel.`,
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese Seite gibt es nicht, oder sie ist nicht mehr veröffentlicht.',
    backToHelpCenter: 'Zurück zum Hilfecenter',
    search: 'Suchen',
    searchLabel: 'Im Hilfecenter suchen',
    searchPlaceholder: 'Artikel suchen…',
    searchHint: 'Geben Sie ein paar Wörter ein, um Artikel zu finden.',
    resultsFor: (query) => `Ergebnisse für „${query}“`,
    resultCount: (count) => (count === 1 ? '1 Artikel gefunden' : `${count} Artikel gefunden`),
    noResults:
      'Keine Artikel passen zu Ihrer Suche. Versuchen Sie andere Wörter oder stöbern Sie in den Themen der Startseite.',
    didYouMean: 'Keine genauen Treffer. Diese Titel kommen nahe:',
    aiAnswers: 'KI-Antworten',
    askLabel: 'Ihre Frage',
    askPlaceholder: 'Stellen Sie eine Frage…',
    ask: 'Fragen',
    askHint:
      'Stellen Sie Ihre Frage in eigenen Worten: Die Antwort stammt aus den Artikeln dieses Hilfecenters, mit Links zu ihnen.',
    askLink: 'Eine Frage stellen (KI-Antworten, Beta)',
    answersUnavailable: 'KI-Antworten sind hier nicht verfügbar. Diese Artikel passen zu Ihrer Frage:',
    answersBudgetSpent:
      'Die KI-Antworten dieses Hilfecenters für heute sind aufgebraucht (ein Tageslimit). Diese Artikel passen zu Ihrer Frage:',
    answerNotFound: 'Die Artikel dieses Hilfecenters beantworten das nicht. Diese könnten helfen:',
    answerFailed: 'Die Antwort konnte nicht fertiggestellt werden. Bitte versuchen Sie es erneut.',
    tooManyQuestions:
      'Sie haben in kurzer Zeit viele Fragen gestellt. Bitte warten Sie etwas und versuchen Sie es erneut.',
    answerDisclaimer: 'Von KI aus den folgenden Artikeln geschrieben. Details finden Sie in den Artikeln.',
    sources: 'Quellen',
    searchResults: 'Artikel',
    languages: 'Sprachen',
    tooManySearches: 'Zu viele Suchen von Ihrer Adresse. Bitte versuchen Sie es in einer Minute erneut.',
    previewTitle: 'Vorschau.',
    previewPublished: 'Sie sehen dieses Hilfecenter als Mitglied seines Teams, ohne Passwort.',
    previewUnpublished: 'Dieses Hilfecenter ist nicht veröffentlicht: Leser sehen es noch nicht.',
  },
  'nl-NL': {
    ...en,
    headline: 'Hoe kunnen we helpen?',
    backToHomepage: 'Terug naar de website',
    categories: 'Onderwerpen',
    mostRead: 'Meest gelezen artikelen',
    seeAll: (count) => (count === 1 ? 'Bekijk het artikel' : `Alle ${count} artikelen`),
    readingTime: (minutes) => `${minutes} min lezen`,
    helpCenterNav: 'Helpcentrum',
    browseArticles: 'Alle artikelen',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
    sections: 'Onderwerpen',
    articles: 'Artikelen',
    quickLinks: 'Snelkoppelingen',
    password: 'Wachtwoord',
    enter: 'Doorgaan',
    skipToContent: 'Naar de inhoud',
    home: 'Start',
    onThisPage: 'Op deze pagina',
    previous: 'Vorige',
    next: 'Volgende',
    pages: 'Meer artikelen',
    related: 'Gerelateerde artikelen',
    updated: (date) => `Bijgewerkt op ${date}`,
    wasThisHelpful: 'Was dit nuttig?',
    yes: 'Ja',
    no: 'Nee',
    thanks: 'Bedankt voor je feedback!',
    whatWasMissing: 'Wat ontbrak er? (optioneel)',
    noPersonalData: 'Eén regel is genoeg. Laat namen, e-mailadressen en andere persoonsgegevens weg.',
    send: 'Verzenden',
    articleCount: (count) => (count === 1 ? '1 artikel' : `${count} artikelen`),
    defaultDescription: (name) => `${name}: antwoorden, handleidingen en stapsgewijze helpartikelen.`,
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Deze pagina bestaat niet of is niet meer gepubliceerd.',
    backToHelpCenter: 'Terug naar het helpcentrum',
    search: 'Zoeken',
    searchLabel: 'Zoeken in het helpcentrum',
    searchPlaceholder: 'Artikelen zoeken…',
    searchHint: 'Typ een paar woorden om artikelen te vinden.',
    resultsFor: (query) => `Resultaten voor “${query}”`,
    resultCount: (count) => (count === 1 ? '1 artikel gevonden' : `${count} artikelen gevonden`),
    noResults: 'Geen artikelen gevonden. Probeer andere woorden.',
    didYouMean: 'Geen exacte treffers. Deze titels komen in de buurt:',
    aiAnswers: 'AI-antwoorden',
    askLabel: 'Je vraag',
    askPlaceholder: 'Stel een vraag…',
    ask: 'Vragen',
    askLink: 'Stel een vraag (AI-antwoorden, bèta)',
    sources: 'Bronnen',
    searchResults: 'Artikelen',
    languages: 'Talen',
    tooManySearches: 'Te veel zoekopdrachten vanaf uw adres. Probeer het over een minuut opnieuw.',
    previewTitle: 'Voorbeeld.',
    previewPublished: 'U ziet dit helpcentrum als lid van het team, zonder wachtwoord.',
    previewUnpublished: 'Dit helpcentrum is niet gepubliceerd: lezers zien het nog niet.',
  },
  'it-IT': {
    ...en,
    headline: 'Come possiamo aiutarti?',
    backToHomepage: 'Torna al sito',
    categories: 'Argomenti',
    mostRead: 'Articoli più letti',
    seeAll: (count) => (count === 1 ? "Vai all'articolo" : `Tutti i ${count} articoli`),
    readingTime: (minutes) => `${minutes} min di lettura`,
    helpCenterNav: 'Centro assistenza',
    browseArticles: 'Tutti gli articoli',
    copy: 'Copia',
    copied: 'Copiato',
    sections: 'Argomenti',
    articles: 'Articoli',
    quickLinks: 'Link rapidi',
    password: 'Password',
    enter: 'Continua',
    skipToContent: 'Vai al contenuto',
    home: 'Home',
    onThisPage: 'In questa pagina',
    previous: 'Precedente',
    next: 'Successivo',
    pages: 'Altri articoli',
    related: 'Articoli correlati',
    updated: (date) => `Aggiornato il ${date}`,
    wasThisHelpful: 'Ti è stato utile?',
    yes: 'Sì',
    no: 'No',
    thanks: 'Grazie per il tuo feedback!',
    whatWasMissing: 'Cosa mancava? (facoltativo)',
    noPersonalData: 'Basta una riga. Non inserire nomi, indirizzi email o altri dati personali.',
    send: 'Invia',
    articleCount: (count) => (count === 1 ? '1 articolo' : `${count} articoli`),
    defaultDescription: (name) => `${name}: risposte, guide e articoli di aiuto passo dopo passo.`,
    notFoundTitle: 'Pagina non trovata',
    notFoundText: 'Questa pagina non esiste o non è più pubblicata.',
    backToHelpCenter: 'Torna al centro assistenza',
    search: 'Cerca',
    searchLabel: 'Cerca nel centro assistenza',
    searchPlaceholder: 'Cerca articoli…',
    searchHint: 'Scrivi qualche parola per trovare gli articoli.',
    resultsFor: (query) => `Risultati per “${query}”`,
    resultCount: (count) => (count === 1 ? '1 articolo trovato' : `${count} articoli trovati`),
    noResults: 'Nessun articolo corrisponde alla ricerca. Prova altre parole.',
    didYouMean: 'Nessuna corrispondenza esatta. Questi titoli si avvicinano:',
    aiAnswers: 'Risposte AI',
    askLabel: 'La tua domanda',
    askPlaceholder: 'Fai una domanda…',
    ask: 'Chiedi',
    askLink: 'Fai una domanda (risposte AI, beta)',
    sources: 'Fonti',
    searchResults: 'Articoli',
    languages: 'Lingue',
    tooManySearches: 'Troppe ricerche dal tuo indirizzo. Riprova tra un minuto.',
    previewTitle: 'Anteprima.',
    previewPublished: 'Vedi questo centro assistenza come membro del team, senza password.',
    previewUnpublished: 'Questo centro assistenza non è pubblicato: i lettori non lo vedono ancora.',
  },
  'tr-TR': {
    ...en,
    headline: 'Size nasıl yardımcı olabiliriz?',
    backToHomepage: 'Web sitesine dön',
    categories: 'Konular',
    mostRead: 'En çok okunan makaleler',
    seeAll: (count) => (count === 1 ? 'Makaleye git' : `${count} makalenin tümü`),
    readingTime: (minutes) => `${minutes} dk okuma`,
    helpCenterNav: 'Yardım merkezi',
    browseArticles: 'Tüm makaleler',
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    sections: 'Konular',
    articles: 'Makaleler',
    quickLinks: 'Hızlı bağlantılar',
    password: 'Parola',
    enter: 'Devam',
    skipToContent: 'İçeriğe geç',
    home: 'Ana sayfa',
    onThisPage: 'Bu sayfada',
    previous: 'Önceki',
    next: 'Sonraki',
    pages: 'Diğer makaleler',
    related: 'İlgili makaleler',
    updated: (date) => `Güncellendi: ${date}`,
    wasThisHelpful: 'Bu yararlı oldu mu?',
    yes: 'Evet',
    no: 'Hayır',
    thanks: 'Geri bildiriminiz için teşekkürler!',
    whatWasMissing: 'Eksik olan neydi? (isteğe bağlı)',
    noPersonalData: 'Tek satır yeterli. Lütfen ad, e-posta adresi veya başka kişisel veri yazmayın.',
    send: 'Gönder',
    articleCount: (count) => `${count} makale`,
    defaultDescription: (name) => `${name}: yanıtlar, kılavuzlar ve adım adım yardım makaleleri.`,
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundText: 'Bu sayfa yok veya artık yayında değil.',
    backToHelpCenter: 'Yardım merkezine dön',
    search: 'Ara',
    searchLabel: 'Yardım merkezinde ara',
    searchPlaceholder: 'Makalelerde ara…',
    searchHint: 'Makale bulmak için birkaç kelime yazın.',
    resultsFor: (query) => `“${query}” için sonuçlar`,
    resultCount: (count) => `${count} makale bulundu`,
    noResults: 'Aramanızla eşleşen makale yok. Başka kelimeler deneyin.',
    didYouMean: 'Tam eşleşme yok. Bu başlıklar yakın:',
    aiAnswers: 'Yapay zekâ yanıtları',
    askLabel: 'Sorunuz',
    askPlaceholder: 'Bir soru sorun…',
    ask: 'Sor',
    askLink: 'Bir soru sorun (yapay zekâ yanıtları, beta)',
    sources: 'Kaynaklar',
    searchResults: 'Makaleler',
    languages: 'Diller',
    tooManySearches: 'Adresinizden çok fazla arama yapıldı. Lütfen bir dakika sonra tekrar deneyin.',
  },
  'fr-FR': {
    ...en,
    headline: 'Comment pouvons-nous vous aider ?',
    backToHomepage: 'Retour au site',
    categories: 'Thèmes',
    mostRead: 'Articles les plus lus',
    seeAll: (count) => (count === 1 ? "Voir l'article" : `Voir les ${count} articles`),
    readingTime: (minutes) => `${minutes} min de lecture`,
    helpCenterNav: "Centre d'aide",
    browseArticles: 'Tous les articles',
    copy: 'Copier',
    copied: 'Copié',
    sections: 'Thèmes',
    articles: 'Articles',
    quickLinks: 'Liens rapides',
    password: 'Mot de passe',
    enter: 'Continuer',
    skipToContent: 'Aller au contenu',
    home: 'Accueil',
    onThisPage: 'Sur cette page',
    previous: 'Précédent',
    next: 'Suivant',
    pages: 'Autres articles',
    related: 'Articles associés',
    updated: (date) => `Mis à jour le ${date}`,
    wasThisHelpful: 'Cet article vous a-t-il aidé ?',
    yes: 'Oui',
    no: 'Non',
    thanks: 'Merci pour votre retour !',
    whatWasMissing: 'Qu’est-ce qui manquait ? (facultatif)',
    noPersonalData: 'Une ligne suffit. N’indiquez ni nom, ni adresse e-mail, ni autre donnée personnelle.',
    send: 'Envoyer',
    articleCount: (count) => (count === 1 ? '1 article' : `${count} articles`),
    defaultDescription: (name) => `${name} : réponses, guides et articles d’aide pas à pas.`,
    notFoundTitle: 'Page introuvable',
    notFoundText: 'Cette page n’existe pas ou n’est plus publiée.',
    backToHelpCenter: 'Retour au centre d’aide',
    search: 'Rechercher',
    searchLabel: 'Rechercher dans le centre d’aide',
    searchPlaceholder: 'Rechercher des articles…',
    searchHint: 'Saisissez quelques mots pour trouver des articles.',
    resultsFor: (query) => `Résultats pour « ${query} »`,
    resultCount: (count) => (count === 1 ? '1 article trouvé' : `${count} articles trouvés`),
    noResults: 'Aucun article ne correspond à votre recherche. Essayez d’autres mots.',
    didYouMean: 'Aucune correspondance exacte. Ces titres s’en approchent :',
    aiAnswers: 'Réponses IA',
    askLabel: 'Votre question',
    askPlaceholder: 'Posez une question…',
    ask: 'Demander',
    askLink: 'Posez une question (réponses IA, bêta)',
    sources: 'Sources',
    searchResults: 'Articles',
    languages: 'Langues',
    tooManySearches: 'Trop de recherches depuis votre adresse. Veuillez réessayer dans une minute.',
  },
};

export const siteTexts = (language: string): SiteTexts => TEXTS[language] ?? en;
