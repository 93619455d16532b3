import { archiveSlug } from '@support/shared';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadArticlePdf } from '../api';
import { DownloadAction } from './DownloadAction';

/** The editor's "Download PDF" (issue 49), beside the Markdown download, for every member. */
export function PdfDownloadButton({ articleId, title }: { articleId: string; title: string }) {
  const { t } = useTranslation('exports');
  return (
    <DownloadAction
      fullWidth
      label={t('pdf.download')}
      failedText={t('pdf.failed')}
      icon={FileText}
      filename={`${archiveSlug(title, 'article')}.pdf`}
      fetch={() => downloadArticlePdf(articleId)}
    />
  );
}
