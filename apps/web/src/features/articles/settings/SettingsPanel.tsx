import type { Article } from '@support/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { PdfDownloadButton } from '../../exports/components/PdfDownloadButton';
import { DeleteArticleDialog } from '../components/DeleteArticleDialog';
import { DemoGifPanel } from '../gif/DemoGifPanel';
import { useExternalImages } from '../queries';
import { ContentTypeControl } from './ContentTypeControl';
import { DownloadButton } from './DownloadButton';
import { ExternalImageList, StepImageList } from './ImageLists';
import { PanelSection } from './PanelSection';
import { StatusSummary } from './StatusSummary';
import { TagsEditor } from './TagsEditor';
import { TitleEditor } from './TitleEditor';

/**
 * Article Settings (spec 02 §2): title, tags, content type (beta), step and uploaded images to drag
 * into the editor, the demo GIF of a recording, upload, download and delete. `onInsert` is set while the editor is open.
 */
export function SettingsPanel({
  article,
  onInsert,
}: {
  article: Article;
  onInsert?: (markdown: string) => void;
}) {
  const { t } = useTranslation('articles');
  const images = useExternalImages(article.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const version = article.activeArticleVersion;
  const isRecording = article.articleType === 'STEP_RECORDING';

  return (
    <div className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
      <h2 className="border-b border-stone-100 px-4 py-3 text-sm font-semibold text-stone-900">
        {t('settings.title')}
      </h2>
      <PanelSection title={t('settings.status')}>
        <StatusSummary article={article} />
      </PanelSection>
      <PanelSection title={t('settings.titleLabel')}>
        <TitleEditor articleId={article.id} title={article.title} />
      </PanelSection>
      <PanelSection title={t('settings.tags')}>
        <TagsEditor
          articleId={article.id}
          selected={article.tags}
          organizationTags={article.organization.tags}
        />
      </PanelSection>
      {isRecording && version && (
        <PanelSection
          title={t('settings.contentType')}
          aside={
            <span className="rounded bg-violet-50 px-1.5 py-0.5 text-[10px] font-semibold uppercase text-violet-700 ring-1 ring-violet-200">
              {t('settings.beta')}
            </span>
          }
        >
          <ContentTypeControl
            key={version.contentType}
            articleId={article.id}
            current={version.contentType}
          />
        </PanelSection>
      )}
      {isRecording && (
        <PanelSection title={t('settings.stepImages')}>
          <StepImageList article={article} onInsert={onInsert} />
        </PanelSection>
      )}
      {isRecording && (
        <PanelSection title={t('gif.title')}>
          <DemoGifPanel article={article} />
        </PanelSection>
      )}
      <PanelSection title={t('settings.externalImages')}>
        <ExternalImageList articleId={article.id} images={images.data ?? []} onInsert={onInsert} />
        {onInsert && <p className="mt-2 text-xs text-stone-500">{t('settings.dragHint')}</p>}
      </PanelSection>
      <div className="space-y-2 px-4 py-4">
        <DownloadButton articleId={article.id} title={article.title} />
        <PdfDownloadButton articleId={article.id} title={article.title} />
        {article.canDelete && (
          <Button
            size="sm"
            variant="ghost"
            fullWidth
            className="text-red-700 hover:bg-red-50"
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('settings.deleteArticle')}
          </Button>
        )}
      </div>
      <DeleteArticleDialog
        articleId={article.id}
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}
