// `npm run demo`: `npm start`, and once the server listens it loads the demo content itself
// (apps/server/src/modules/demo/atStart.ts): on a new install a demo super admin whose e-mail and
// password it prints, otherwise a "Demo" organization of the first super admin. The server does it,
// not this script, because the embedded database admits only one process.
process.env.SUPPORT_DEMO = '1';
await import('./start.mjs');
