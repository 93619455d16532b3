import { type FormEvent, useState } from 'react';

/** A message per field that is wrong; a field without one is fine. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * The state of one form: its values, a message per wrong field and one for the whole form (the
 * server's answer), and a submit that checks first. `validate` is a plain function: on the
 * signed-out screens one of auth/rules (they must not load zod, the first-load budget), elsewhere
 * `schemaErrors` with the shared contract's schema (lib/form/schema).
 */
export function useForm<V extends object>(initial: V | (() => V), validate?: (values: V) => FieldErrors<V>) {
  // The first values stay as they were, for forms that compare with them (the suggested time zone).
  const [first] = useState(initial);
  const [values, setValues] = useState(first);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Sets one field; a field being corrected loses its message. */
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /** The form's onSubmit: checks the values and sends them only when every field is fine. */
  const submit = (send: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate?.(values) ?? {};
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    send(values);
  };

  return { first, values, set, errors, formError, setFormError, submit };
}

export type Form<V extends object> = ReturnType<typeof useForm<V>>;
