export { type BucketResult, peek, spend } from './bucket';
export { consume, consumeOrThrow, knownRefused, type RateLimit, type RateLimitResult } from './consume';
export { perUserPerMinute, rateLimited } from './hook';
