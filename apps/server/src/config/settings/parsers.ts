import { z } from 'zod';

/** The parsers and conversions the variables share. */
export const int = () => z.coerce.number().int();
export const flag = () => z.stringbool();
export const withoutTrailingSlash = (url: string | undefined) => url?.replace(/\/+$/, '');
export const megabytes = (mb: number) => Math.round(mb * 1024 * 1024);
/** Comma-separated, trimmed, empty entries dropped. */
export const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
export const hostList = (value: string | undefined) => list(value).map((host) => host.toLowerCase());
