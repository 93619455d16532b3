import clsx from 'clsx';
import type { ReactNode } from 'react';

type Props = {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  description?: ReactNode;
};

/** A radio button drawn as a selectable card. */
export function ChoiceCard({ name, value, checked, onChange, title, description }: Props) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl p-3.5 ring-1 ring-inset transition',
        checked ? 'bg-brand-50/60 ring-2 ring-brand-500' : 'ring-stone-200 hover:bg-stone-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-stone-900">{title}</span>
        {description && <span className="mt-0.5 block text-xs text-stone-500">{description}</span>}
      </span>
    </label>
  );
}
