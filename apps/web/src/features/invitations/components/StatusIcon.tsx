import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

const tones = {
  green: 'bg-green-50 text-green-600 ring-green-100',
  amber: 'bg-amber-50 text-amber-600 ring-amber-100',
  red: 'bg-red-50 text-red-600 ring-red-100',
  stone: 'bg-stone-100 text-stone-500 ring-stone-200',
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
} as const;

/** A round icon badge heading a status message. */
export function StatusIcon({ icon: Icon, tone }: { icon: LucideIcon; tone: keyof typeof tones }) {
  return (
    <div className={clsx('mx-auto grid size-12 place-items-center rounded-full ring-4', tones[tone])}>
      <Icon className="size-6" aria-hidden="true" />
    </div>
  );
}
