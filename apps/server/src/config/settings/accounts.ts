import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { env } from '../variable';
import { flag, int } from './parsers';

/** Accounts and what people see: sessions, mail, the addresses the web app shows, rate limits, password hashing, plans and payments. */
export const accountSettings = {
  jwtSecret: env(
    'JWT_SECRET',
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    'Signs session tokens; unset: generated once and kept in DATA_DIR/jwt-secret.',
  ),
  jwtTtlDays: env('JWT_TTL_DAYS', int().positive().default(30), 'How long a session token is valid.'),
  desktopRecorderTokenDays: env(
    'DESKTOP_RECORDER_TOKEN_DAYS',
    int().positive().max(3650).default(90),
    'Days a desktop recorder’s token may go unused before it stops working; each use moves the end on.',
  ),
  smtpUrl: env('SMTP_URL', z.url().optional(), 'The mail server; unset: mails go to DATA_DIR/outbox.'),
  mailFrom: env(
    'MAIL_FROM',
    z.string().default('Support as a Service <no-reply@localhost>'),
    'Sender of every mail.',
  ),
  supportEmail: env(
    'SUPPORT_EMAIL',
    z.email().default('support@example.com'),
    'The support address the web app shows.',
  ),
  salesEmail: env(
    'SALES_EMAIL',
    z.email().default('sales@example.com'),
    'The sales address the web app links to.',
  ),
  legal: {
    termsUrl: env(
      'TERMS_URL',
      z.url().default('https://example.com/terms'),
      'Terms of service, linked in the sign-in card’s footer.',
    ),
    privacyUrl: env(
      'PRIVACY_URL',
      z.url().default('https://example.com/privacy'),
      'Privacy notice, linked beside them.',
    ),
    refundUrl: env(
      'REFUND_URL',
      z.url().default('https://example.com/refund'),
      'Refund policy, linked beside them.',
    ),
  },
  recorder: {
    chromeExtensionUrl: env(
      'CHROME_EXTENSION_URL',
      z.string().default('/downloads/support-recorder.zip'),
      'Where the install screens send people for the Chrome extension.',
    ),
    desktopRecorderUrl: env(
      'DESKTOP_RECORDER_URL',
      z.string().default('/download/desktop-recorder'),
      'Where they send people for the desktop recorder.',
    ),
  },
  rateLimits: {
    loginPerMinute: env(
      'RATE_LIMIT_LOGIN_PER_MINUTE',
      int().positive().default(10),
      'Password checks per account per minute.',
    ),
    // Per client address across every route that checks a password, whatever the e-mail: an office
    // behind one address signs in more often than one person, so it is higher than the per-account one.
    loginPerClientPerMinute: env(
      'RATE_LIMIT_LOGIN_PER_CLIENT_PER_MINUTE',
      int().positive().default(30),
      'Password checks per client address per minute.',
    ),
    resetPerHour: env(
      'RATE_LIMIT_RESET_PER_HOUR',
      int().positive().default(5),
      'Password-reset mails per address per hour.',
    ),
    resetPerClientPerHour: env(
      'RATE_LIMIT_RESET_PER_CLIENT_PER_HOUR',
      int().positive().default(30),
      'Password-reset requests per client address per hour.',
    ),
    registerPerHour: env(
      'RATE_LIMIT_REGISTER_PER_HOUR',
      int().positive().default(30),
      'Accounts created per client address per hour.',
    ),
    externalImagesPerMinute: env(
      'RATE_LIMIT_EXTERNAL_IMAGES_PER_MINUTE',
      int().positive().default(30),
      'Images a user may add to articles per minute.',
    ),
  },
  // argon2 needs 64 MiB and ~0.1 s of a core per check: at most this many run at once per process.
  passwordHashing: {
    concurrency: env(
      'PASSWORD_HASH_CONCURRENCY',
      int().min(1).max(64).default(availableParallelism()),
      'Password hashes and checks running at once per process.',
    ),
    queue: env(
      'PASSWORD_HASH_QUEUE',
      int().min(0).max(1000).default(4),
      'Checks waiting for a slot; beyond it 429.',
    ),
    perClient: env(
      'PASSWORD_HASH_PER_CLIENT',
      int().min(1).max(1000).default(1),
      'Checks one client address may have running or waiting.',
    ),
  },
  firstAccountSuperAdmin: env(
    'FIRST_ACCOUNT_SUPER_ADMIN',
    flag().default(true),
    'The first account registered on an install with no users becomes its super admin (issue 18).',
  ),
  // Plans and payments: the catalogue file, and Stripe (without it the built-in checkout activates plans at once).
  billing: {
    plansFile: env(
      'PLANS_FILE',
      z.string().min(1).optional(),
      'A JSON file with the plans; unset: config/catalogue.json.',
    ),
    stripe: {
      secretKey: env(
        'STRIPE_SECRET_KEY',
        z.string().min(1).optional(),
        'Stripe billing; unset: checkout activates the chosen plan at once.',
      ),
      webhookSecret: env(
        'STRIPE_WEBHOOK_SECRET',
        z.string().min(1).optional(),
        'Signs Stripe’s webhooks; required with STRIPE_SECRET_KEY.',
      ),
      apiBase: env(
        'STRIPE_API_BASE',
        z.url().optional(),
        'Only for tests and proxies: where the Stripe client sends its API calls, e.g. http://127.0.0.1:4242.',
      ),
    },
  },
};
