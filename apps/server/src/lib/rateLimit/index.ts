export { consume, consumeOrThrow, type RateLimit, type RateLimitResult } from './consume';
export { perUserPerMinute, rateLimited } from './hook';
