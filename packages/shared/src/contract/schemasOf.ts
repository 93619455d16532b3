import type { Endpoint, EndpointSchemasOf } from './endpoint';

/** The endpoints of one feature's API object (`stepsApi`), by name. */
export type ContractApi = Record<string, Endpoint>;

/** The runtime schemas of every endpoint of `A`, each exactly as its definition declares them. */
export type SchemasOf<A extends ContractApi> = { [K in keyof A]: EndpointSchemasOf<A[K]> };

/** Whether `Given` and `Declared` are assignable both ways: the same schemas, not merely compatible ones. */
type Same<Given, Declared> = [Given] extends [Declared] ? ([Declared] extends [Given] ? true : false) : false;

/**
 * `never` for every entry that is not exactly its endpoint's declared schemas: assignability alone
 * lets through a schema with an extra required field (a path parameter the web app never sends)
 * or an extra key such as a `query` the definition does not have.
 */
type Exactly<A extends ContractApi, S> = {
  [K in keyof S]: K extends keyof A
    ? Same<S[K], EndpointSchemasOf<A[K]>> extends true
      ? S[K]
      : never
    : never;
};

/**
 * The schemas of an API's endpoints, given once beside its contract (contract/steps.schemas.ts):
 * the server registers its routes with them, and the web tests check their fake answers against
 * them. Typecheck fails when an entry is missing, extra, or not the schemas its definition names
 * (a type error on that entry, "not assignable to never" when it is only wider).
 */
export function schemasOf<A extends ContractApi, const S extends SchemasOf<A>>(
  _api: A,
  schemas: S & Exactly<A, S>,
): S {
  return schemas;
}
