import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { saveBlob } from '../../../lib/saveBlob';

/** A button that fetches one file and saves it; a failure says why in a toast. */
export function DownloadAction(props: {
  label: string;
  icon: LucideIcon;
  filename: string;
  fetch: () => Promise<Blob>;
  variant?: 'primary' | 'secondary';
  fullWidth?: boolean;
  /** The toast's words before the server's reason. */
  failedText?: string;
}) {
  const { t } = useTranslation('exports');
  const [busy, setBusy] = useState(false);
  const Icon = props.icon;
  const onClick = async () => {
    setBusy(true);
    try {
      saveBlob(await props.fetch(), props.filename);
    } catch (cause) {
      toast.error(
        `${t('failed')}: ${errorMessage(cause, cause instanceof Error ? cause.message : String(cause))}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant={props.variant ?? 'secondary'}
      fullWidth={props.fullWidth}
      loading={busy}
      onClick={() => void onClick()}
    >
      <Icon aria-hidden="true" className="size-4" />
      {props.label}
    </Button>
  );
}
