import { compileTerms, valueNeedsWithholding } from '@support/shared';

export type TypedValueRules = { terms: RegExp | null; hideEmails: boolean };

/** The organization's rules for typed values (its do-not-show terms, its e-mail switch), compiled once. */
export function typedValueRules(organization: {
  redactionTerms: string[];
  hideTypedEmails: boolean;
}): TypedValueRules {
  return { terms: compileTerms(organization.redactionTerms), hideEmails: organization.hideTypedEmails };
}

/** Whether the rules withhold this typed value (an e-mail address, a card number, a do-not-show term). */
export const withholdsTypedValue = (value: string, rules: TypedValueRules): boolean =>
  valueNeedsWithholding(value, rules.terms, rules);
