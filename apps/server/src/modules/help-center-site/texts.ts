import { de } from './texts/de';
import { en } from './texts/en';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { nl } from './texts/nl';
import { tr } from './texts/tr';
import type { SiteTexts } from './texts/types';

export type { SiteTexts } from './texts/types';

/** One file per language under texts/; a language without its own shows English. */
const TEXTS: Record<string, SiteTexts> = {
  'en-US': en,
  'de-DE': de,
  'nl-NL': nl,
  'it-IT': it,
  'tr-TR': tr,
  'fr-FR': fr,
};

export const siteTexts = (language: string): SiteTexts => TEXTS[language] ?? en;
