import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { TokenService } from './lib/jwt';
import type { Mailer } from './lib/mail/mailer';
import type { Storage } from './lib/storage';

/** What every module's routes receive: the app's shared services, built once in buildApp. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  storage: Storage;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};
