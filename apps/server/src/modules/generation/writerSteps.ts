import { RECORDING_ACTIONS, type RecordingAction } from '@support/shared';
import type { StepDetails } from '../recordings/stepRows';
import type { StepRow } from './target';
import type { WriterStep } from './writer';

const isAction = (value: string | null): value is RecordingAction =>
  (RECORDING_ACTIONS as readonly (string | null)[]).includes(value);

/** A step row as the writer reads it: the columns, and what the upload kept in `details`. */
export function writerStep(step: StepRow, number: number): WriterStep {
  const details = (step.details ?? {}) as Partial<StepDetails>;
  return {
    number,
    action: isAction(step.action) ? step.action : 'CLICK',
    pageUrl: step.pageUrl ?? '',
    pageTitle: step.pageTitle ?? '',
    elementLabel: step.elementLabel ?? '',
    elementRole: step.elementRole ?? undefined,
    elementTag: details.tag,
    inputType: details.inputType,
    typedValue: step.typedValue ?? undefined,
    valueWithheld: details.valueWithheld,
    key: details.key,
  };
}
