import { ArrowUpRight, BookOpen, Mail, MonitorDown, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader, Section } from '../../../components/ui/Section';
import { usePublicConfig } from '../../../lib/publicConfig';
import { useModalState } from '../modalNavigation';

function ResourceLink(props: { to: string; state?: unknown; icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <Link
        to={props.to}
        state={props.state}
        className="flex items-start gap-3 rounded-lg p-3 transition-colors hover:bg-stone-50"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-600">
          {props.icon}
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-medium text-stone-900">{props.title}</span>
          <span className="block text-sm text-stone-500">{props.text}</span>
        </span>
      </Link>
    </li>
  );
}

export default function HelpSettingsPage() {
  const { t } = useTranslation('settings');
  const modalState = useModalState();
  const config = usePublicConfig().data;
  const legal = config
    ? [
        { href: config.termsUrl, label: t('help.terms') },
        { href: config.privacyUrl, label: t('help.privacy') },
        { href: config.refundUrl, label: t('help.refund') },
      ]
    : [];

  return (
    <>
      <PageHeader title={t('help.title')} description={t('help.description')} />
      <div className="space-y-6">
        <Section title={t('help.contactTitle')} description={t('help.contactText')}>
          {config ? (
            <a
              href={`mailto:${config.supportEmail}`}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t('help.write', { email: config.supportEmail })}
            </a>
          ) : (
            <span className="text-sm text-stone-500">…</span>
          )}
        </Section>
        <Section title={t('help.resourcesTitle')}>
          <ul className="-m-3 grid gap-1 sm:grid-cols-2">
            <ResourceLink
              to="/get-started"
              icon={<Rocket className="size-4" />}
              title={t('help.getStarted')}
              text={t('help.getStartedText')}
            />
            <ResourceLink
              to="/install-recorder"
              state={modalState}
              icon={<MonitorDown className="size-4" />}
              title={t('help.recorder')}
              text={t('help.recorderText')}
            />
            <ResourceLink
              to="/help"
              icon={<BookOpen className="size-4" />}
              title={t('help.helpPage')}
              text={t('help.helpPageText')}
            />
          </ul>
        </Section>
        {legal.length > 0 && (
          <Section title={t('help.legalTitle')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {legal.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                  >
                    {link.label}
                    <ArrowUpRight aria-hidden="true" className="size-3.5" />
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>
    </>
  );
}
