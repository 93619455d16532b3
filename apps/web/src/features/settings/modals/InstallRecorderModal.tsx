import { ArrowUpRight, Monitor, Puzzle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { usePublicConfig } from '../../../lib/publicConfig';
import { useCloseModal } from '../modalNavigation';

function RecorderCard(props: {
  icon: ReactNode;
  title: string;
  text: string;
  href?: string;
  action: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-stone-200">
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        {props.icon}
      </span>
      <div className="flex-1">
        <h3 className="text-sm font-semibold text-stone-900">{props.title}</h3>
        <p className="mt-1 text-sm text-stone-500">{props.text}</p>
      </div>
      {props.href && (
        <a
          href={props.href}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-9 items-center justify-center gap-1.5 rounded-lg bg-stone-900 px-3 text-sm font-medium text-white hover:bg-stone-700"
        >
          {props.action}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </div>
  );
}

/** The two recorders (spec 01 §2): the Puzzle extension and the Windows app; store links open in a new tab. */
export default function InstallRecorderModal() {
  const { t } = useTranslation('settings');
  const close = useCloseModal();
  const config = usePublicConfig().data;
  return (
    <Modal
      title={t('recorder.title')}
      onClose={close}
      footer={
        <Button variant="secondary" onClick={close}>
          {t('recorder.close')}
        </Button>
      }
    >
      <p className="text-sm text-stone-600">{t('recorder.text')}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <RecorderCard
          icon={<Puzzle aria-hidden="true" className="size-5" />}
          title={t('recorder.webTitle')}
          text={t('recorder.webText')}
          href={config?.chromeExtensionUrl}
          action={t('recorder.webAction')}
        />
        <RecorderCard
          icon={<Monitor aria-hidden="true" className="size-5" />}
          title={t('recorder.desktopTitle')}
          text={t('recorder.desktopText')}
          href={config?.desktopRecorderUrl}
          action={t('recorder.desktopAction')}
        />
      </div>
    </Modal>
  );
}
