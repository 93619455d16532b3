import type { Organization } from '@support/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { roleOf } from '../../team/rules';
import { useSwitchOrganization } from '../queries';
import { organizationLetter, sortOrganizations } from '../rules';

type Props = { organizations: Organization[]; currentId: string | undefined; userId: string | undefined };

/** Every organization of the user, the current one marked, the others with a Switch button. */
export function OrganizationList({ organizations, currentId, userId }: Props) {
  const { t } = useTranslation('organizations');
  const switchOrganization = useSwitchOrganization();

  const onSwitch = (organization: Organization) =>
    switchOrganization.mutate(organization.id, {
      onSuccess: () => toast.success(t('selector.switched', { name: organization.name })),
      onError: (cause) => toast.error(errorMessage(cause, t('selector.failed'))),
    });

  return (
    <ul className="divide-y divide-stone-100">
      {sortOrganizations(organizations, currentId).map((organization) => {
        const role = roleOf(organization, userId);
        const members = organization.UserOrganizations.length;
        const isCurrent = organization.id === currentId;
        return (
          <li key={organization.id} className="flex items-center gap-3 px-5 py-3.5 sm:px-6">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-stone-900 text-sm font-semibold text-white"
            >
              {organizationLetter(organization.name)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-stone-900">{organization.name}</p>
              <p className="truncate text-xs text-stone-500">
                {t(`types.${organization.type}`)}
                {role && ` · ${t(`roles.${role}`)}`}
                {` · ${t('list.members', { count: members })}`}
              </p>
            </div>
            {isCurrent ? (
              <Badge shape="pill" tone="success">
                {t('selector.current')}
              </Badge>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onSwitch(organization)}
                loading={switchOrganization.isPending && switchOrganization.variables === organization.id}
                disabled={switchOrganization.isPending}
                aria-label={t('list.switchTo', { name: organization.name })}
              >
                {t('list.switch')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
