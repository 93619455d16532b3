import { Spinner } from '../components/ui/Spinner';
import { useDelayedFlag } from '../components/ui/useDelayedFlag';

export function FullPageSpinner() {
  const visible = useDelayedFlag(true);
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      {visible && <Spinner className="size-8" label="Loading" />}
    </div>
  );
}
