import { z } from 'zod';

/**
 * One environment variable, declared once: its name, its parser (with its default), one line of
 * doc, and optionally what the parsed value becomes in Config (MB to bytes, a list split at commas).
 * The default stays on the parser, so the documented default is the parser's (config/docs.test.ts).
 */
export type Variable<S extends z.ZodType = z.ZodType, T = unknown> = {
  readonly kind: 'variable';
  readonly name: string;
  readonly schema: S;
  readonly doc: string;
  readonly to: (value: z.output<S>) => T;
};

export function env<S extends z.ZodType>(name: string, schema: S, doc: string): Variable<S, z.output<S>>;
export function env<S extends z.ZodType, T>(
  name: string,
  schema: S,
  doc: string,
  to: (value: z.output<S>) => T,
): Variable<S, T>;
export function env<S extends z.ZodType>(
  name: string,
  schema: S,
  doc: string,
  to: (value: z.output<S>) => unknown = (value) => value,
): Variable<S> {
  return { kind: 'variable', name, schema, doc, to };
}

/** Variables grouped the way Config reads them. */
// biome-ignore lint/suspicious/noExplicitAny: any parser and any value of Config
export type Settings = { readonly [key: string]: Variable<any, any> | Settings };

/** The Config a tree of variables yields: each variable's value where it stands. */
// biome-ignore lint/suspicious/noExplicitAny: any parser
export type Resolved<T> = T extends Variable<any, infer V> ? V : { -readonly [K in keyof T]: Resolved<T[K]> };

// biome-ignore lint/suspicious/noExplicitAny: any parser and value
function isVariable(node: Settings[string]): node is Variable<any, any> {
  return node.kind === 'variable';
}

/** Every variable of the tree, in declaration order. */
export function variablesOf(settings: Settings): Variable[] {
  return Object.values(settings).flatMap((node) => (isVariable(node) ? [node] : variablesOf(node)));
}

/** The schema of the whole environment: one key per variable, so a bad value's message names it. */
export function environmentSchema(settings: Settings) {
  return z.object(Object.fromEntries(variablesOf(settings).map((v) => [v.name, v.schema])));
}

/** The tree with each variable replaced by its value in the parsed environment. */
export function resolve<T extends Settings>(settings: T, parsed: Record<string, unknown>): Resolved<T> {
  return Object.fromEntries(
    Object.entries(settings).map(([key, node]) => [
      key,
      isVariable(node) ? node.to(parsed[node.name]) : resolve(node, parsed),
    ]),
  ) as Resolved<T>;
}
