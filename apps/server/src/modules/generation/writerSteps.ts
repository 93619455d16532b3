import { RECORDING_ACTIONS, type RecordingAction } from '@support/shared';
import type { StepDetails } from '../recordings/stepRows';
import { type TypedValueRules, withholdsTypedValue } from '../recordings/typedValueRules';
import type { StepRow } from './target';
import type { WriterStep } from './writer';

export { type TypedValueRules, typedValueRules } from '../recordings/typedValueRules';

const isAction = (value: string | null): value is RecordingAction =>
  (RECORDING_ACTIONS as readonly (string | null)[]).includes(value);

/**
 * A step row as the writer reads it: the columns, and what the upload kept in `details`. A typed
 * value the organization's rules withhold (an e-mail address, a card number, a do-not-show term)
 * is withheld here too, whatever the uploading recorder did: the desktop format, an older
 * extension, or rules changed since the recording.
 */
export function writerStep(step: StepRow, number: number, rules?: TypedValueRules): WriterStep {
  const details = (step.details ?? {}) as Partial<StepDetails>;
  const typed = step.typedValue ?? undefined;
  const withheld =
    details.valueWithheld ||
    (typed !== undefined && rules !== undefined && withholdsTypedValue(typed, rules));
  return {
    number,
    action: isAction(step.action) ? step.action : 'CLICK',
    pageUrl: step.pageUrl ?? '',
    pageTitle: step.pageTitle ?? '',
    elementLabel: step.elementLabel ?? '',
    elementRole: step.elementRole ?? undefined,
    elementTag: details.tag,
    inputType: details.inputType,
    typedValue: withheld ? undefined : typed,
    valueWithheld: withheld || undefined,
    key: details.key,
    application: details.application || undefined,
    narration: step.transcription?.trim() || undefined,
  };
}
