import {
  compileTerms,
  RECORDING_ACTIONS,
  type RecordingAction,
  valueNeedsWithholding,
} from '@support/shared';
import type { StepDetails } from '../recordings/stepRows';
import type { StepRow } from './target';
import type { WriterStep } from './writer';

const isAction = (value: string | null): value is RecordingAction =>
  (RECORDING_ACTIONS as readonly (string | null)[]).includes(value);

export type TypedValueRules = { terms: RegExp | null; hideEmails: boolean };

/** The organization's rules for typed values, compiled once per article. */
export function typedValueRules(target: {
  redactionTerms: string[];
  hideTypedEmails: boolean;
}): TypedValueRules {
  return { terms: compileTerms(target.redactionTerms), hideEmails: target.hideTypedEmails };
}

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
    (typed !== undefined && rules !== undefined && valueNeedsWithholding(typed, rules.terms, rules));
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
