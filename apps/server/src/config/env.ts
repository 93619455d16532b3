import { accountSettings } from './settings/accounts';
import { serverSettings } from './settings/server';
import { serviceSettings } from './settings/services';
import { environmentSchema, type Resolved, variablesOf } from './variable';

/*
 * Every environment variable the server reads, each declared once (name, parser with its default,
 * doc) where Config holds its value (settings/*.ts); parsed once at start-up by loadConfig
 * (config/index.ts). Nothing else in the server reads process.env. docs/configuration.md says more
 * about each.
 */
export const settings = { ...serverSettings, ...accountSettings, ...serviceSettings };

/** Every variable, once each (docs/configuration.md lists the same, config/docs.test.ts checks). */
export const variables = variablesOf(settings);

/** The whole environment as one object schema: a bad value's message names its variable. */
export const ZEnv = environmentSchema(settings);

/** The environment's values where Config holds them, before the parts made from several (index.ts). */
export type Parsed = Resolved<typeof settings>;
