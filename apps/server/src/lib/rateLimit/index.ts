export { consume, consumeOrThrow, type RateLimit, type RateLimitResult } from './consume';
export { rateLimited } from './hook';
