import { articleStatus } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useArticleOutlet } from '../../articles/pages/ArticleLayout';
import { orderedSteps } from '../../articles/rules/images';
import { StepEditor } from '../components/StepEditor';
import { StepsReadOnly } from '../components/StepsReadOnly';

/**
 * /articles/{id}/steps and /articles/{id}/steps/{stepId}. Without a step (or with one that is gone)
 * it goes to the first; while the recording is processed the steps are shown read-only.
 */
export default function StepEditorPage() {
  const { t } = useTranslation('steps');
  const { article } = useArticleOutlet();
  const { stepId } = useParams();
  const steps = orderedSteps(article.activeArticleVersion?.steps ?? []);

  if (articleStatus(article) === 'processing' || steps.length === 0) {
    return <StepsReadOnly steps={steps} processing={articleStatus(article) === 'processing'} />;
  }
  const step = steps.find((candidate) => candidate.id === stepId);
  if (!step) {
    return <Navigate to={`/articles/${article.id}/steps/${steps[0]?.id}`} replace />;
  }
  return (
    <>
      <h2 className="sr-only">{t('editorLabel')}</h2>
      <StepEditor key={step.id} article={article} steps={steps} step={step} />
    </>
  );
}
