import { usePublicConfig } from '../../../lib/publicConfig';
import { useTexts } from '../../../lib/texts';

/** Terms, privacy and refund policy on the provider's legal pages, each in a new tab. */
export function LegalLinks() {
  const { t } = useTexts('auth');
  const config = usePublicConfig();
  const links = config.data
    ? [
        { href: config.data.termsUrl, label: t('legal.terms') },
        { href: config.data.privacyUrl, label: t('legal.privacy') },
        { href: config.data.refundUrl, label: t('legal.refund') },
      ].filter((link) => link.href)
    : [];
  return (
    <footer className="flex min-h-11 flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-stone-100 bg-stone-50/70 px-6 py-3 text-xs text-stone-500">
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="hover:text-stone-800 hover:underline"
        >
          {link.label}
        </a>
      ))}
    </footer>
  );
}
