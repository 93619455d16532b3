import type { ApiKeyScope, Caller, OrganizationRole, UserType } from '@support/shared';
import type { subscriptions } from '../db/schema';

/*
 * The core: who is calling (this file) and which organization a call belongs to (tenancy.ts). Nearly
 * every module needs both, so they live here, below the modules and free of Fastify; the
 * authenticate plugin resolves the actor of a request, everything else only reads it.
 */

/** The subscription fields the product's gate and the profile read; the rest stays with the billing module. */
export type ActorSubscription = Readonly<
  Pick<
    typeof subscriptions.$inferSelect,
    'subscriptionType' | 'status' | 'trialEndsAt' | 'endDate' | 'pastDueSince'
  >
>;

/**
 * Who is calling, resolved once per request from the bearer token, in one query: the user, the
 * role in the active organization and that organization's subscription, so a gated route needs no
 * second query before its handler. Shared by the requests it serves: never change it.
 */
export type Actor = Readonly<{
  userId: string;
  email: string;
  userType: UserType;
  tokenVersion: number;
  /** The session the token names (sessions table): what logout and the sessions list act on. */
  sessionId: string;
  /**
   * What holds the token: a browser sign-in, a desktop recorder or an API key (the routes each may
   * call differ). For a key, `sessionId` is the key's id and `userId` its creator's, whom the rows
   * it writes name as their author.
   */
  sessionKind: Caller;
  firstName: string;
  lastName: string;
  language: string | null;
  /** The active organization and the caller's role in it; null when the user belongs to none. */
  organizationId: string | null;
  organizationName: string | null;
  role: OrganizationRole | null;
  /** The active organization's subscription; null without one or without an organization. */
  subscription: ActorSubscription | null;
  /** Set for an API key (issue 50 item 3): what the audit trail names and what the key may reach. */
  apiKey?: Readonly<{ id: string; name: string; scopes: readonly ApiKeyScope[] }>;
}>;
