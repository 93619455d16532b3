import type { AdminProviderStatus } from '@support/shared';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useTestProvider } from '../operationsQueries';

/** One outside service: configured or not, what it points at, and a real test where one can be sent. */
export function ProviderRow({ provider }: { provider: AdminProviderStatus }) {
  const { t } = useTranslation('admin');
  const test = useTestProvider();
  const name = t(`system.providers.${provider.name}`);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
            {name}
            <Badge shape="pill" tone={provider.configured ? 'success' : 'neutral'}>
              {t(provider.configured ? 'system.configured' : 'system.notConfigured')}
            </Badge>
          </p>
          <p className="mt-0.5 text-sm text-stone-500 [overflow-wrap:anywhere]">
            {provider.detail ?? t(`system.builtIn.${provider.name}`)}
          </p>
        </div>
        {provider.testable && (
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 self-start whitespace-nowrap sm:self-center"
            loading={test.isPending}
            aria-label={t('system.testFor', { name })}
            onClick={() => test.mutate(provider.name)}
          >
            <Send aria-hidden="true" className="size-4" />
            {t('system.test')}
          </Button>
        )}
      </div>
      {test.data && (
        <Alert tone={test.data.ok ? 'success' : 'error'}>
          {t(test.data.ok ? 'system.testPassed' : 'system.testFailed', { message: test.data.message })}
        </Alert>
      )}
      {test.isError && <Alert>{errorMessage(test.error, t('system.testError'))}</Alert>}
    </li>
  );
}
