import type { TFunction } from 'i18next';

/**
 * A readable name of an audit action ("organization.set_plan" → "Plan set"); an action this app
 * does not know yet (a newer server) is shown as the server wrote it.
 */
export function actionName(t: TFunction<'admin'>, action: string): string {
  const key = `audit.actions.${action.replace(/\./g, '_')}`;
  return t(key, { defaultValue: action });
}
