import { ArrowRight, Wand } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../profile/queries';
import { RecorderInstall } from '../../recorder/components/RecorderInstall';
import { GoProCard } from '../components/GoProCard';
import { RecordGuide } from '../components/RecordGuide';

function Section({
  number,
  title,
  text,
  children,
}: {
  number?: number;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-stone-200 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-stone-900">
        {number !== undefined && (
          <span className="flex size-6 items-center justify-center rounded-md bg-stone-900 text-xs font-semibold text-white">
            {number}
          </span>
        )}
        {title}
      </h2>
      {text && <p className="mt-1 text-sm text-stone-500">{text}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** /get-started: install a recorder, record a first guide, and how recordings become articles. */
export default function GetStartedPage() {
  const { t } = useTranslation('getStarted');
  const profile = useProfile();
  const firstName = profile.data?.firstName;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8 sm:py-10">
      <header>
        <p className="text-sm font-medium text-brand-700">{t('eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
          {firstName ? t('titleNamed', { name: firstName }) : t('title')}
        </h1>
        <p className="mt-2 max-w-2xl text-stone-600">{t('subtitle')}</p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Section number={1} title={t('install.title')} text={t('install.text')}>
            <RecorderInstall />
          </Section>
          <Section number={2} title={t('guide.title')} text={t('guide.text')}>
            <RecordGuide />
          </Section>
        </div>

        <aside className="flex flex-col gap-6">
          <section className="rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 ring-1 ring-brand-100">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Wand aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-base font-semibold text-stone-900">{t('autoConvert.title')}</h2>
            <p className="mt-1.5 text-sm text-stone-600">{t('autoConvert.text')}</p>
            <Link
              to="/articles"
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('autoConvert.action')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </section>
          <GoProCard />
        </aside>
      </div>
    </div>
  );
}
