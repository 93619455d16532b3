import type { Step } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { actionKind } from '../rules/describe';

/** A step's short label: what was done to which element ("Click “Save”"), else its page or number. */
export function useStepTitle() {
  const { t } = useTranslation('steps');
  return (step: Step, number: number): string => {
    const label = step.elementLabel?.trim() || (actionKind(step.action) === 'navigate' ? step.pageTitle : '');
    if (label) return t(`describe.${actionKind(step.action)}`, { label });
    return step.pageTitle?.trim() || t('stepN', { number });
  };
}
