import type { SupportedLanguage } from '@support/shared';
import type { LanguagePack } from '../types';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { tr } from './tr';

export const LANGUAGE_PACKS: Record<SupportedLanguage, LanguagePack> = { en, de, tr, nl, it, fr };
