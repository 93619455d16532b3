import type { HelpCenter } from '@support/shared';
import { FileArchive, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadHelpCenterMarkdown, downloadHelpCenterSite, exportFilename } from '../api';
import { DownloadAction } from './DownloadAction';

/** One help center's exports (issue 49): its Markdown archive and its site for offline reading, for its admins. */
export function HelpCenterExports({ center }: { center: Pick<HelpCenter, 'id' | 'slug'> }) {
  const { t } = useTranslation('exports');
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadAction
        label={t('markdown')}
        icon={FileArchive}
        filename={exportFilename(center.slug, 'markdown')}
        fetch={() => downloadHelpCenterMarkdown(center.id)}
      />
      <DownloadAction
        label={t('site')}
        icon={Globe}
        filename={exportFilename(center.slug, 'site')}
        fetch={() => downloadHelpCenterSite(center.id)}
      />
    </div>
  );
}
