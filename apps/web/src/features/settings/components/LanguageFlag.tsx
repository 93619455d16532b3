import type { SupportedLanguage } from '@support/shared';
import de from 'flag-icons/flags/4x3/de.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import nl from 'flag-icons/flags/4x3/nl.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';

/**
 * Bundled flag images (flag-icons, each well under Vite's inline limit, so they come inside the
 * script): flag emoji show as two letters in boxes where no emoji font is installed (Windows).
 */
const FLAGS: Record<SupportedLanguage, string> = { en: gb, de, tr, nl, it, fr };

/** A language's flag beside its name: decoration only, the name says which language it is. */
export function LanguageFlag({
  language,
  className = '',
}: {
  language: SupportedLanguage;
  className?: string;
}) {
  return (
    <img
      src={FLAGS[language]}
      alt=""
      aria-hidden="true"
      width={20}
      height={15}
      className={`inline-block h-[15px] w-5 shrink-0 rounded-[2px] align-[-2px] ring-1 ring-black/10 ${className}`}
    />
  );
}
