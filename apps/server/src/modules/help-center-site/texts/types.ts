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
  /** Reader sign-in (SSO, issue 50): its page, its problems and the way out. */
  ssoTitle: string;
  ssoText: string;
  ssoSignIn: string;
  ssoFailed: string;
  ssoDenied: string;
  ssoUnavailable: string;
  ssoSignOut: string;
  ssoSignedOut: string;
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
