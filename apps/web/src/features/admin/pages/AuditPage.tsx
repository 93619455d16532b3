import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuditTable } from '../audit/AuditTable';
import { AdminPageFrame, AdminPageHeader } from '../components/AdminPageHeader';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../components/ListStates';
import { useAuditLog } from '../queries';

/** /admin/audit: everything done through the admin area and `npm run admin`, newest first. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const audit = useAuditLog();
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      {audit.isPending ? (
        <ListLoading label={t('audit.loading')} />
      ) : audit.isError ? (
        <ListError title={t('audit.error')} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <ListEmpty
          icon={<History aria-hidden="true" className="size-8 text-brand-600" />}
          title={t('audit.empty')}
        />
      ) : (
        <div className="space-y-4">
          <AuditTable entries={entries} caption={t('audit.title')} />
          <LoadMore
            hasMore={audit.hasNextPage}
            loading={audit.isFetchingNextPage}
            onLoad={() => void audit.fetchNextPage()}
          />
        </div>
      )}
    </AdminPageFrame>
  );
}
