import { TextField } from '../../../components/ui/TextField';
import { useTexts } from '../../../lib/texts';

/** E-mail input; locked to the invited address when an invitation fixes it (spec 01 §5). */
export function EmailField({
  value,
  lockedTo,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  lockedTo?: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTexts('auth');
  if (lockedTo !== undefined) {
    return (
      <TextField
        label={t('fields.email')}
        type="email"
        value={lockedTo}
        readOnly
        hint={t('fields.emailLocked')}
      />
    );
  }
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
