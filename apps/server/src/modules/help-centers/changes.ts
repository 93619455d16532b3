import type { ChangeOf } from '../../changes/types';

/** The change event of anything shown on a help center's site (not its articles' own text). */
export function helpCenterChanged(
  helpCenter: { id: string; organizationId: string },
  kind: 'updated' | 'deleted' = 'updated',
): ChangeOf<'helpCenter'> {
  return {
    topic: 'helpCenter',
    organizationId: helpCenter.organizationId,
    helpCenterId: helpCenter.id,
    kind,
  };
}
