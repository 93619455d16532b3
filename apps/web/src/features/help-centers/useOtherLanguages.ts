import { localeLanguage, type SupportedLanguage } from '@support/shared';
import { useActiveOrganization } from '../profile/queries';

/**
 * The languages a help center's pages are also read in besides its own: the organization's
 * translation languages (each is a locale of the site), without the help center's language.
 */
export function useOtherLanguages(centerLocale: string): SupportedLanguage[] {
  const organization = useActiveOrganization();
  const own = localeLanguage(centerLocale);
  return (organization.data?.settings.translationLanguages ?? []).filter((language) => language !== own);
}
