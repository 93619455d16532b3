export { consume, consumeOrThrow, knownRefused, type RateLimit, type RateLimitResult } from './consume';
export { perUserPerMinute, rateLimited } from './hook';
