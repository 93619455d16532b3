import type { AnnotationType, Article, Step } from '@support/shared';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useEditorKeys } from '../hooks/useEditorKeys';
import { useRenderRefresh } from '../hooks/useRenderRefresh';
import { useStepDraft } from '../hooks/useStepDraft';
import { useStepLeaveGuard } from '../hooks/useStepLeaveGuard';
import { useDeleteStep, useSaveStepAnnotations } from '../queries';
import { stepTextFromContent } from '../rules/describe';
import { savePayload } from '../rules/draft';
import { nudgeRect } from '../rules/geometry';
import { AnnotationToolbar } from './AnnotationToolbar';
import { EditorBar } from './EditorBar';
import { StepCanvas } from './StepCanvas';
import { StepList } from './StepList';
import { StepSidePanel } from './StepSidePanel';

type Props = { article: Article; steps: Step[]; step: Step };

/** Spec 02 §2 step editor: the step list, the canvas with its tools, and the details panel. */
export function StepEditor({ article, steps, step }: Props) {
  const { t } = useTranslation('steps');
  const navigate = useNavigate();
  const state = useStepDraft(step);
  const [tool, setTool] = useState<AnnotationType | null>(null);
  const [anchorMode, setAnchorMode] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveStepAnnotations(article.id);
  const remove = useDeleteStep(article.id);
  const guard = useStepLeaveGuard(state.dirty);
  const refreshAfterRender = useRenderRefresh(article.id);
  const position = steps.findIndex((candidate) => candidate.id === step.id);
  const number = position + 1;

  useEditorKeys({
    hasSelection: Boolean(state.selected),
    onDelete: () => state.selected && state.remove(state.selected.key),
    onNudge: (key, large) =>
      state.selected && state.move(state.selected.key, nudgeRect(state.selected, key, large)),
    onEscape: () => {
      if (state.selected) state.select(null);
      else if (tool) setTool(null);
      else setAnchorMode(false);
    },
  });

  const onSave = () => {
    const body = savePayload(step, state.draft);
    if (!body) {
      // Spec 02 §5: pixels need the step's context size; without it there is nothing to send.
      console.error('missing context dimensions', { stepId: step.id });
      return;
    }
    save.mutate(
      { stepId: step.id, body },
      {
        onSuccess: (saved) => refreshAfterRender(saved, article),
        onError: (error) => {
          console.error('Failed to save step annotations', error);
          toast.error(t('saveFailed'));
        },
      },
    );
  };

  // mutateAsync: the refetch may already have taken this step off the page, and the way on
  // must not depend on this component still being there.
  const onDelete = async () => {
    const next = steps.find((candidate) => candidate.id !== step.id);
    try {
      await remove.mutateAsync(step.id);
    } catch (error) {
      console.error('Failed to delete step', error);
      toast.error(t('delete.failed'));
      setConfirmDelete(false);
      return;
    }
    guard.leaveFreely();
    navigate(next ? `/articles/${article.id}/steps/${next.id}` : '/articles', { replace: true });
  };

  const chooseTool = (next: AnnotationType | null) => {
    setTool(next);
    if (next) setAnchorMode(false);
  };

  return (
    <div className="mt-5 grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] 2xl:grid-cols-[12rem_minmax(0,1fr)_19rem]">
      <div className="min-w-0 lg:col-span-2 2xl:col-span-1 2xl:sticky 2xl:top-4 2xl:self-start">
        <StepList articleId={article.id} steps={steps} currentId={step.id} />
      </div>
      <section aria-label={t('editorLabel')} className="min-w-0 space-y-3 lg:sticky lg:top-4 lg:self-start">
        <EditorBar
          articleId={article.id}
          previous={steps[position - 1]}
          next={steps[position + 1]}
          number={number}
          total={steps.length}
          dirty={state.dirty}
          saving={save.isPending}
          onSave={onSave}
          onDiscard={state.discard}
        />
        <AnnotationToolbar
          tool={tool}
          onTool={chooseTool}
          canDelete={Boolean(state.selected)}
          onDelete={() => state.selected && state.remove(state.selected.key)}
        />
        <StepCanvas step={step} number={number} state={state} tool={tool} anchorMode={anchorMode} />
        <p className="text-xs text-stone-500">
          {t(`tools.hint.${anchorMode ? 'anchor' : (tool ?? 'none')}`)}
          <span className="max-sm:hidden"> · {t('tools.hint.keys')}</span>
        </p>
      </section>
      <StepSidePanel
        article={article}
        step={step}
        number={number}
        text={stepTextFromContent(article.content, number)}
        state={state}
        anchorMode={anchorMode}
        onAnchorMode={(on) => {
          setAnchorMode(on);
          if (on) setTool(null);
        }}
        canDeleteStep={steps.length > 1}
        onDeleteStep={() => setConfirmDelete(true)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('delete.title')}
        confirmLabel={t('delete.button')}
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void onDelete()}
      >
        {t('delete.text', { number })}
      </ConfirmDialog>
      <ConfirmDialog
        open={guard.blocker.state === 'blocked'}
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        onCancel={() => guard.blocker.reset?.()}
        onConfirm={() => guard.blocker.proceed?.()}
      >
        {t('leave.text')}
      </ConfirmDialog>
    </div>
  );
}
