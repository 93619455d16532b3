/** PostgreSQL pool size and timeouts in milliseconds (0 turns a timeout off): DATABASE_POOL_* settings. */
export type DatabasePoolConfig = {
  size: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};
