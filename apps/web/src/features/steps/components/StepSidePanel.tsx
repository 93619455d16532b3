import type { Article, Step } from '@support/shared';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/publicConfig';
import { DemoGifPanel } from '../../articles/gif/DemoGifPanel';
import { useMembership } from '../../settings/useMembership';
import type { StepDraftState } from '../hooks/useStepDraft';
import { AnnotationList } from './AnnotationList';
import { StepAnalysis } from './StepAnalysis';
import { StepDetails } from './StepDetails';
import { StepTranscription } from './StepTranscription';
import { Switch } from './Switch';
import { ZoomControl } from './ZoomControl';

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-stone-200">
      {title && (
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-500">{title}</h3>
      )}
      {children}
    </section>
  );
}

type Props = {
  article: Article;
  step: Step;
  number: number;
  text: string | null;
  state: StepDraftState;
  anchorMode: boolean;
  onAnchorMode: (on: boolean) => void;
  canDeleteStep: boolean;
  onDeleteStep: () => void;
};

/**
 * Right of the canvas (below it on a phone): what the step is, how it shows, its annotations, and
 * the article's demo GIF.
 */
export function StepSidePanel(props: Props) {
  const { t } = useTranslation('steps');
  const { settings } = props.state.draft;
  const set = props.state.setSetting;
  const { organization } = useMembership();
  // The AI writes the analysis: without one on this server the panel could only show refusals.
  const aiConfigured = usePublicConfig().data?.aiConfigured === true;
  const seesAnalysis = (organization?.canAnalyzeSteps ?? false) && aiConfigured;
  const narrated = Boolean(props.article.activeArticleVersion?.hasAudio) || props.step.transcription !== null;
  return (
    <aside aria-label={t('details.title')} className="min-w-0 space-y-3">
      <Card>
        <StepDetails step={props.step} number={props.number} text={props.text} />
      </Card>
      {narrated && (
        <Card title={t('transcription.title')}>
          <StepTranscription articleId={props.article.id} step={props.step} />
        </Card>
      )}
      {seesAnalysis && (
        <Card title={t('analysis.title')}>
          <StepAnalysis articleId={props.article.id} step={props.step} />
        </Card>
      )}
      <Card title={t('settings.title')}>
        <div className="divide-y divide-stone-100">
          <Switch
            label={t('settings.hidePointer')}
            hint={t('settings.hidePointerHint')}
            checked={settings.hideActionPointer}
            onChange={(value) => set('hideActionPointer', value)}
          />
          <Switch
            label={t('settings.hideNumber')}
            hint={t('settings.hideNumberHint')}
            checked={settings.hideStepNumber}
            onChange={(value) => set('hideStepNumber', value)}
          />
          <Switch
            label={t('settings.gif')}
            hint={t('settings.gifHint')}
            checked={settings.applyImageChangesToGif}
            onChange={(value) => set('applyImageChangesToGif', value)}
          />
          <ZoomControl
            settings={settings}
            onChange={set}
            anchorMode={props.anchorMode}
            onAnchorMode={props.onAnchorMode}
          />
        </div>
      </Card>
      <Card title={`${t('annotations.title')} (${props.state.draft.annotations.length})`}>
        <AnnotationList state={props.state} />
      </Card>
      <Card title={t('gif.title')}>
        <div className="mt-2">
          <DemoGifPanel article={props.article} unsavedChanges={props.state.dirty} />
        </div>
      </Card>
      {props.canDeleteStep && (
        <button
          type="button"
          onClick={props.onDeleteStep}
          className="inline-flex h-9 w-full items-center justify-center gap-2 rounded-lg text-sm font-medium text-red-600 ring-1 ring-inset ring-red-200 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete.button')}
        </button>
      )}
    </aside>
  );
}
