import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A quiet line under a form: "Already have an account? Log in". */
export function FormFootnote({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-center text-sm text-stone-500">{children}</p>;
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 hover:text-brand-600 hover:underline">
      {children}
    </Link>
  );
}
