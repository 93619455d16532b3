import { describe, expect, it } from 'vitest';
import type { Actor } from '../core/actor';
import { admin, adminsRecorder, member, outsider, superAdminMember } from '../core/testing/actors';
import { canUseAdminArea } from './admin/policy';
import { canReadAnalytics } from './analytics/policy';
import { canComment, canDeleteComment, canEditComment } from './article-comments/policy';
import { canDeleteArticle, canEditArticle, canKeepSharedLinkPublic } from './articles/policy';
import { canManageBilling } from './billing/plans/policy';
import { canConnectDesktopRecorder } from './desktop-recorder/policy';
import { canRequestGif } from './gif/policy';
import { canEditGlossary } from './glossary/policy';
import { canCreateHelpCenter, canDeleteHelpCenter, canUpdateHelpCenter } from './help-centers/policy';
import { canManageArticleImages } from './images/policy';
import { canManageInvitations } from './invitations/policy';
import { canAnalyzeSteps } from './narration/policy';
import { canManageMembers, canUpdateOrganization } from './organizations/policy';
import { canArrangeHelpCenter } from './public-groups/policy';
import { canCreateRecording } from './recordings/policy';
import { canSmartEdit } from './smart-edit/policy';
import { canEditStep } from './steps/policy';
import { canManageTranslationLanguages } from './translations/policy';

/*
 * Every module's policy, who can and who cannot (issue 45 item 4): one row per ability, one column
 * per kind of caller. A new role or token kind is a new column here.
 */
const CALLERS = { member, admin, superAdminMember, adminsRecorder, outsider } as const;
type Row = [name: string, can: (actor: Actor) => boolean, allowed: (keyof typeof CALLERS)[]];

const center = { organizationId: 'org-1' };
const WRITERS: (keyof typeof CALLERS)[] = ['member', 'admin', 'superAdminMember', 'adminsRecorder'];
const ADMINS: (keyof typeof CALLERS)[] = ['admin'];

const ROWS: Row[] = [
  ['organizations: update the settings', canUpdateOrganization, ADMINS],
  ['organizations: manage members', canManageMembers, ADMINS],
  ['invitations: manage', canManageInvitations, ADMINS],
  ['billing: manage the plan', canManageBilling, ADMINS],
  ['help centers: create', canCreateHelpCenter, ADMINS],
  ['help centers: update', (actor) => canUpdateHelpCenter(actor, center), ADMINS],
  ['help centers: delete', (actor) => canDeleteHelpCenter(actor, center), ADMINS],
  ['translations: manage the languages', canManageTranslationLanguages, ADMINS],
  ['articles: keep a shared link public', canKeepSharedLinkPublic, ADMINS],
  ['narration: analyse steps', canAnalyzeSteps, ['admin', 'superAdminMember']],
  ['admin: use the super-admin area', canUseAdminArea, ['superAdminMember']],
  ['articles: edit', canEditArticle, WRITERS],
  ['steps: edit', canEditStep, WRITERS],
  ['images: manage an article’s images', canManageArticleImages, WRITERS],
  ['gif: request a GIF', canRequestGif, WRITERS],
  ['smart edit', canSmartEdit, WRITERS],
  ['glossary: edit', canEditGlossary, WRITERS],
  ['public groups: arrange a help center', canArrangeHelpCenter, WRITERS],
  ['recordings: upload', canCreateRecording, WRITERS],
  ['analytics: read', canReadAnalytics, WRITERS],
  ['article comments: read, write, reply, resolve', canComment, WRITERS],
  [
    'desktop recorder: connect one',
    canConnectDesktopRecorder,
    ['member', 'admin', 'superAdminMember', 'outsider'],
  ],
];

describe('every module’s policy', () => {
  for (const [name, can, allowed] of ROWS) {
    it(`${name}: ${allowed.join(', ')}`, () => {
      const answers = Object.fromEntries(Object.entries(CALLERS).map(([kind, actor]) => [kind, can(actor)]));
      const expected = Object.fromEntries(
        Object.keys(CALLERS).map((kind) => [kind, allowed.includes(kind as never)]),
      );
      expect(answers).toEqual(expected);
    });
  }

  it('article comments: only the author edits; the author or an ADMIN deletes', () => {
    const mine = { authorId: member.userId };
    const theirs = { authorId: 'someone-else' };
    expect(canEditComment(member, mine)).toBe(true);
    expect(canEditComment(member, theirs)).toBe(false);
    expect(canEditComment(admin, theirs)).toBe(false);
    expect(canDeleteComment(member, mine)).toBe(true);
    expect(canDeleteComment(member, theirs)).toBe(false);
    expect(canDeleteComment(admin, theirs)).toBe(true);
    expect(canDeleteComment(outsider, { authorId: outsider.userId })).toBe(false);
    expect(canDeleteComment(member, { authorId: null })).toBe(false);
  });

  it('articles: the creator, an ADMIN or a super admin deletes an article', () => {
    const mine = { creatorId: member.userId };
    const theirs = { creatorId: 'someone-else' };
    expect(canDeleteArticle(member, mine)).toBe(true);
    expect(canDeleteArticle(member, theirs)).toBe(false);
    expect(canDeleteArticle(admin, theirs)).toBe(true);
    expect(canDeleteArticle(superAdminMember, theirs)).toBe(true);
    expect(canDeleteArticle(member, { creatorId: null })).toBe(false);
  });
});
