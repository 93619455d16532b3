import { type Plan, planName } from '@support/shared';
import { currentLanguage } from '../../lib/i18n';

/**
 * A plan's name as the interface shows it: the trial is a word ("Free trial", "Kostenlose
 * Testphase"), the paid plans are names that stay as the catalogue writes them.
 */
export const displayPlanName = (plan: Pick<Plan, 'name' | 'names'>) => planName(plan, currentLanguage());
