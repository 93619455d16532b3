import type { Step } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { actionKind, stepKind } from '../rules/describe';

/**
 * A step's short label: what was done to which element ("Click “Save”", "Choose “X” in “Axis”",
 * worded as the article words it), else its page or number.
 */
export function useStepTitle() {
  const { t } = useTranslation('steps');
  return (step: Step, number: number): string => {
    const label = step.elementLabel?.trim() || (actionKind(step.action) === 'navigate' ? step.pageTitle : '');
    const kind = stepKind(step);
    const value = step.typedValue?.trim();
    if (label && kind === 'choose' && value) return t('describe.chooseValue', { label, value });
    if (label) return t(`describe.${kind}`, { label });
    return step.pageTitle?.trim() || t('stepN', { number });
  };
}
