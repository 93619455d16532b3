import clsx from 'clsx';
import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary';
type Size = 'sm' | 'compact' | 'md';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'bg-white text-stone-800 ring-1 ring-inset ring-stone-300 hover:bg-stone-50',
};

// sm and md are as high as Button's; compact sits between them, beside other compact controls.
const sizes: Record<Size, string> = {
  sm: 'h-8 gap-1.5 px-3',
  compact: 'h-9 gap-1.5 px-3',
  md: 'h-10 gap-2 px-4',
};

type Style = { variant?: Variant; size?: Size };
export type ButtonLinkProps = Style & (LinkProps | AnchorHTMLAttributes<HTMLAnchorElement>);

/**
 * A link that looks like a button: a route of the app with `to`, any other address with `href`
 * (a new tab, mailto:). Actions stay buttons (Button); what navigates is a link.
 */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  const classes = clsx(
    'inline-flex items-center rounded-lg text-sm font-medium',
    variants[variant],
    sizes[size],
    className,
  );
  if ('to' in rest) return <Link {...(rest as LinkProps)} className={classes} />;
  return <a {...rest} className={classes} />;
}
