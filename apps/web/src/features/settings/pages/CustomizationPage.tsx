import { Globe, Image, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { PageHeader, Section } from '../../../components/ui/Section';

/** Says what is coming here: help-center theming kept in one place for the whole organization. */
export default function CustomizationPage() {
  const { t } = useTranslation('settings');
  const items = [
    { icon: Palette, text: t('customization.colors') },
    { icon: Image, text: t('customization.logo') },
    { icon: Globe, text: t('customization.domain') },
  ];
  return (
    <>
      <PageHeader title={t('customization.title')} description={t('customization.description')} />
      <Section>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold text-stone-900">{t('customization.comingTitle')}</h3>
            <Badge shape="pill" tone="brand">
              {t('customization.soon')}
            </Badge>
          </div>
          <p className="text-sm text-stone-600">{t('customization.comingText')}</p>
          <ul className="grid gap-3 sm:grid-cols-3">
            {items.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-start gap-2.5 rounded-lg bg-stone-50 p-3 text-sm text-stone-700"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
          <p className="text-sm text-stone-500">{t('customization.meanwhile')}</p>
        </div>
      </Section>
    </>
  );
}
