import type { Actor } from '../../core/actor';
import { canAdministerInstance, canAdministerOrganization } from '../../core/policy';

/**
 * Who may do what with a recording's narration (docs/narration.md), in the vocabulary of
 * core/policy.ts. Saving and transcribing a step's narration is an article edit: every member, with
 * the step found through the steps policy (`findStepInArticle`), so another organization's step is
 * not found. Running a step's AI analysis on demand costs per call: an ADMIN of the article's
 * organization or a super admin; the analysis panel is shown to them alone.
 */
export const canAnalyzeSteps = (actor: Actor): boolean =>
  canAdministerOrganization(actor) || canAdministerInstance(actor);
