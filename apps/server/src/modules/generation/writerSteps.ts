import { looksLikeSecret, RECORDING_ACTIONS, type RecordingAction } from '@support/shared';
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
 * extension, or rules changed since the recording. A desktop step (an application, no web page)
 * whose value looks like a password is written as a password: the desktop format knows no field
 * types, and a recorder before issue 44 sent what was typed into password boxes.
 */
export function writerStep(step: StepRow, number: number, rules?: TypedValueRules): WriterStep {
  const details = (step.details ?? {}) as Partial<StepDetails>;
  const typed = step.typedValue ?? undefined;
  const desktop = !step.pageUrl && Boolean(details.application);
  const secret = desktop && typed !== undefined && looksLikeSecret(typed);
  const withheld =
    details.valueWithheld ||
    secret ||
    (typed !== undefined && rules !== undefined && withholdsTypedValue(typed, rules));
  return {
    number,
    action: isAction(step.action) ? step.action : 'CLICK',
    pageUrl: step.pageUrl ?? '',
    pageTitle: step.pageTitle ?? '',
    elementLabel: step.elementLabel ?? '',
    elementRole: step.elementRole ?? undefined,
    elementTag: details.tag,
    inputType: secret ? 'password' : details.inputType,
    typedValue: withheld ? undefined : typed,
    valueWithheld: withheld || undefined,
    key: details.key,
    application: details.application || undefined,
    narration: step.transcription?.trim() || undefined,
  };
}
