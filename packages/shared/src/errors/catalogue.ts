/**
 * Every error code the API answers with, once: its HTTP status and the key of its text in the web's
 * `errors` catalogue (apps/web/src/locales/{en,de}/errors.json). The server's throws take their
 * status from here (apps/server/src/lib/errors.ts: a code thrown with another status does not
 * compile), the contract's error lists name only codes from here (Endpoint.errors), and the web
 * shows a failed call in the reader's language from the text key (apps/web/src/lib/errors.ts).
 *
 * A text key may serve several codes that mean the same to the person reading it (the framework's
 * malformed-body codes). Texts may use `{{field}}` for a documented field of the error body.
 */
export const ERROR_CATALOGUE = {
  // --- Any endpoint (COMMON_ERROR_CODES) --------------------------------------------------------
  VALIDATION_ERROR: { status: 400, text: 'validation' },
  UNSTORABLE_TEXT: { status: 400, text: 'unstorableText' },
  BAD_REQUEST: { status: 400, text: 'badRequest' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, text: 'badRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, text: 'badRequest' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, text: 'badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, text: 'bodyTooLarge' },
  UNAUTHORIZED: { status: 401, text: 'unauthorized' },
  INVALID_TOKEN: { status: 401, text: 'invalidToken' },
  TOKEN_SCOPE: { status: 403, text: 'tokenScope' },
  RATE_LIMITED: { status: 429, text: 'rateLimited' },
  NOT_FOUND: { status: 404, text: 'notFound' },
  DATABASE_UNAVAILABLE: { status: 503, text: 'databaseUnavailable' },
  DATABASE_BUSY: { status: 503, text: 'databaseBusy' },
  STORAGE_FULL: { status: 507, text: 'storageFull' },
  STORAGE_UNAVAILABLE: { status: 503, text: 'storageUnavailable' },
  INTERNAL: { status: 500, text: 'internal' },
  NOT_READY: { status: 503, text: 'notReady' },
  FORBIDDEN: { status: 403, text: 'forbidden' },
  ADMIN_ONLY: { status: 403, text: 'adminOnly' },
  INVALID_CURSOR: { status: 400, text: 'invalidCursor' },
  INVALID_POSITION: { status: 400, text: 'invalidPosition' },
  INVALID_IDEMPOTENCY_KEY: { status: 400, text: 'badRequest' },
  URL_NOT_ALLOWED: { status: 400, text: 'urlNotAllowed' },

  // --- Accounts, sessions, passwords ----------------------------------------------------------
  INVALID_CREDENTIALS: { status: 401, text: 'invalidCredentials' },
  EMAIL_TAKEN: { status: 409, text: 'emailTaken' },
  INVALID_CURRENT_PASSWORD: { status: 400, text: 'invalidCurrentPassword' },
  INVALID_RESET_TOKEN: { status: 400, text: 'invalidResetToken' },
  PASSWORD_BLANK: { status: 400, text: 'passwordBlank' },
  PASSWORD_TOO_SHORT: { status: 400, text: 'passwordTooShort' },
  PASSWORD_TOO_COMMON: { status: 400, text: 'passwordTooCommon' },
  SESSION_NOT_FOUND: { status: 404, text: 'sessionNotFound' },
  API_KEY_NOT_FOUND: { status: 404, text: 'apiKeyNotFound' },
  API_KEY_EXPIRY_PAST: { status: 400, text: 'apiKeyExpiryPast' },
  USER_NOT_FOUND: { status: 404, text: 'userNotFound' },
  SELF_MANAGEMENT: { status: 400, text: 'selfManagement' },
  LAST_SUPER_ADMIN: { status: 409, text: 'lastSuperAdmin' },

  // --- Organizations, members, invitations ----------------------------------------------------
  ORGANIZATION_NOT_FOUND: { status: 404, text: 'organizationNotFound' },
  NO_ACTIVE_ORGANIZATION: { status: 404, text: 'noActiveOrganization' },
  PERSONAL_ORGANIZATION: { status: 403, text: 'personalOrganization' },
  MEMBER_NOT_FOUND: { status: 404, text: 'memberNotFound' },
  LAST_ADMIN: { status: 400, text: 'lastAdmin' },
  ALREADY_MEMBER: { status: 409, text: 'alreadyMember' },
  ALREADY_INVITED: { status: 409, text: 'alreadyInvited' },
  INVITATION_NOT_FOUND: { status: 404, text: 'invitationNotFound' },
  INVITATION_ACCEPTED: { status: 410, text: 'invitationAccepted' },
  INVITATION_EXPIRED: { status: 410, text: 'invitationExpired' },
  INVITATION_REVOKED: { status: 410, text: 'invitationRevoked' },
  INVITATION_EMAIL_MISMATCH: { status: 403, text: 'invitationEmailMismatch' },
  MAIL_DELIVERY_FAILED: { status: 502, text: 'mailDeliveryFailed' },
  TAG_EXISTS: { status: 409, text: 'tagExists' },
  UNKNOWN_TAG: { status: 400, text: 'unknownTag' },

  // --- Plans, trial, payments -----------------------------------------------------------------
  NO_SUBSCRIPTION: { status: 403, text: 'noSubscription' },
  TRIAL_EXPIRED: { status: 403, text: 'trialExpired' },
  SUBSCRIPTION_NOT_ACTIVE: { status: 403, text: 'subscriptionNotActive' },
  LIMIT_REACHED: { status: 403, text: 'limitReached' },
  FEATURE_NOT_AVAILABLE: { status: 403, text: 'featureNotAvailable' },
  NO_CREDITS_LEFT: { status: 409, text: 'noCreditsLeft' },
  TRIAL_ALREADY_USED: { status: 409, text: 'trialAlreadyUsed' },
  PLAN_NOT_FOUND: { status: 404, text: 'planNotFound' },
  UNKNOWN_PLAN: { status: 400, text: 'planNotFound' },
  PLAN_NOT_PURCHASABLE: { status: 400, text: 'planNotPurchasable' },
  ALREADY_ON_PLAN: { status: 409, text: 'alreadyOnPlan' },
  ALREADY_CANCELED: { status: 409, text: 'alreadyCanceled' },
  NOT_ON_TRIAL: { status: 409, text: 'notOnTrial' },
  CHECKOUT_REQUIRED: { status: 400, text: 'checkoutRequired' },
  DOWNGRADE_NOT_AVAILABLE: { status: 400, text: 'downgradeNotAvailable' },
  MANUAL_BILLING: { status: 403, text: 'manualBilling' },
  NO_PAID_SUBSCRIPTION: { status: 400, text: 'noPaidSubscription' },
  SUBSCRIPTION_EXISTS: { status: 409, text: 'subscriptionExists' },
  USE_BILLING_PORTAL: { status: 400, text: 'useBillingPortal' },
  NOT_STRIPE_MANAGED: { status: 400, text: 'notStripeManaged' },
  NO_BILLING_ACCOUNT: { status: 404, text: 'noBillingAccount' },
  BILLING_PORTAL_UNAVAILABLE: { status: 404, text: 'billingPortalUnavailable' },
  STRIPE_NOT_CONFIGURED: { status: 404, text: 'stripeNotConfigured' },
  STRIPE_SUBSCRIPTION_EMPTY: { status: 404, text: 'paymentProviderError' },
  PAYMENT_PROVIDER_ERROR: { status: 502, text: 'paymentProviderError' },
  INVALID_SIGNATURE: { status: 400, text: 'badRequest' },

  // --- Articles, steps, images ----------------------------------------------------------------
  ARTICLE_NOT_FOUND: { status: 404, text: 'articleNotFound' },
  ARTICLE_NOT_EDITABLE: { status: 409, text: 'articleNotEditable' },
  ARTICLE_PROCESSING: { status: 409, text: 'articleProcessing' },
  ARTICLE_FAILED: { status: 409, text: 'articleFailed' },
  ARTICLE_MOVED: { status: 409, text: 'articleMoved' },
  /** A save of a stale draft: the body has `revisionId`, the newer revision by someone else. */
  ARTICLE_CHANGED: { status: 409, text: 'articleChanged' },
  REVISION_NOT_FOUND: { status: 404, text: 'revisionNotFound' },
  ARTICLE_NOT_PUBLISHED: { status: 400, text: 'articleNotPublished' },
  ALREADY_PROCESSING: { status: 409, text: 'alreadyProcessing' },
  NOT_FAILED: { status: 409, text: 'notFailed' },
  NO_RECORDING: { status: 409, text: 'noRecording' },
  NOT_A_STEP_RECORDING: { status: 400, text: 'notAStepRecording' },
  CONTENT_TOO_COMPLEX: { status: 400, text: 'contentTooComplex' },
  CONTENT_TYPE_UNCHANGED: { status: 400, text: 'contentTypeUnchanged' },
  STEP_NOT_FOUND: { status: 404, text: 'stepNotFound' },
  LAST_STEP: { status: 409, text: 'lastStep' },
  STEP_WITHOUT_CONTEXT: { status: 400, text: 'stepWithoutContext' },
  ANNOTATION_OUTSIDE_IMAGE: { status: 400, text: 'annotationOutsideImage' },
  INVALID_ANNOTATION_VALUE: { status: 400, text: 'invalidAnnotationValue' },
  IMAGE_NOT_FOUND: { status: 404, text: 'imageNotFound' },
  FILE_NOT_FOUND: { status: 404, text: 'imageNotFound' },
  IMAGE_TOO_LARGE: { status: 413, text: 'imageTooLarge' },
  NOT_AN_IMAGE: { status: 400, text: 'notAnImage' },
  INVALID_IMAGE: { status: 400, text: 'invalidImage' },
  INVALID_UPLOAD: { status: 400, text: 'invalidUpload' },
  STORAGE_QUOTA_EXCEEDED: { status: 413, text: 'storageQuotaExceeded' },
  LINK_EXPIRED: { status: 403, text: 'linkExpired' },
  LINK_INVALID: { status: 403, text: 'linkInvalid' },

  // --- Recordings, narration, the recorders ---------------------------------------------------
  INVALID_RECORDING: { status: 400, text: 'invalidRecording' },
  RECORDING_TOO_LARGE: { status: 413, text: 'recordingTooLarge' },
  RECORDING_IMAGE_TOO_LARGE: { status: 413, text: 'recordingTooLarge' },
  ALREADY_UPLOADED: { status: 409, text: 'alreadyUploaded' },
  TOO_MANY_UPLOADS: { status: 429, text: 'tooManyUploads' },
  TOO_MANY_STAGED_RECORDINGS: { status: 429, text: 'tooManyUploads' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, text: 'notAnImage' },
  NO_AUDIO: { status: 409, text: 'noAudio' },
  TRANSCRIPTION_RUNNING: { status: 409, text: 'transcriptionRunning' },
  TRANSCRIPTION_NOT_CONFIGURED: { status: 503, text: 'transcriptionNotConfigured' },
  TRANSCRIPTION_UNAVAILABLE: { status: 503, text: 'transcriptionUnavailable' },
  RECORDER_NOT_BUILT: { status: 404, text: 'recorderNotBuilt' },
  DESKTOP_RECORDER_NOT_BUILT: { status: 404, text: 'recorderNotBuilt' },
  CONNECTION_NOT_FOUND: { status: 404, text: 'connectionNotFound' },
  ALREADY_CLAIMED: { status: 410, text: 'connectionUsed' },
  EXPIRED: { status: 410, text: 'connectionExpired' },
  NOT_A_MEMBER: { status: 403, text: 'notAMember' },

  // --- AI, translation ------------------------------------------------------------------------
  AI_NOT_CONFIGURED: { status: 503, text: 'aiNotConfigured' },
  AI_UNAVAILABLE: { status: 503, text: 'aiUnavailable' },
  PROVIDER_NOT_CONFIGURED: { status: 409, text: 'providerNotConfigured' },
  TRANSLATION_NOT_CONFIGURED: { status: 503, text: 'translationNotConfigured' },
  LANGUAGE_EXISTS: { status: 409, text: 'languageExists' },
  LANGUAGE_NOT_FOUND: { status: 404, text: 'languageNotFound' },
  LANGUAGE_NOT_ENABLED: { status: 400, text: 'languageNotFound' },
  LANGUAGE_PAIR_UNSUPPORTED: { status: 400, text: 'languagePairUnsupported' },
  NO_MACHINE_TRANSLATION: { status: 409, text: 'noMachineTranslation' },
  SOURCE_LANGUAGE: { status: 400, text: 'sourceLanguage' },

  // --- Help centers, groups, glossary, demo -----------------------------------------------------
  HELP_CENTER_NOT_FOUND: { status: 404, text: 'helpCenterNotFound' },
  GROUP_NOT_FOUND: { status: 404, text: 'groupNotFound' },
  GROUP_NAME_TAKEN: { status: 400, text: 'groupNameTaken' },
  GROUP_INTO_DESCENDANT: { status: 400, text: 'groupIntoDescendant' },
  PASSWORD_REQUIRED: { status: 400, text: 'helpCenterPasswordRequired' },
  SSO_NOT_CONFIGURED: { status: 400, text: 'ssoNotConfigured' },
  SSO_DISCOVERY_FAILED: { status: 400, text: 'ssoDiscoveryFailed' },
  SSO_CLIENT_SECRET_REQUIRED: { status: 400, text: 'ssoClientSecretRequired' },
  CUSTOM_DOMAIN_TAKEN: { status: 409, text: 'customDomainTaken' },
  HELP_CENTER_SLUG_TAKEN: { status: 409, text: 'helpCenterSlugTaken' },
  HELP_CENTER_SLUG_RESERVED: { status: 400, text: 'helpCenterSlugReserved' },
  CUSTOM_DOMAIN_RESERVED: { status: 400, text: 'customDomainReserved' },
  NO_CUSTOM_DOMAIN: { status: 400, text: 'noCustomDomain' },
  DNS_UNAVAILABLE: { status: 503, text: 'dnsUnavailable' },
  INVALID_LOGO: { status: 400, text: 'invalidImage' },
  INVALID_LOGO_TYPE: { status: 400, text: 'logoType' },
  LOGO_TOO_LARGE: { status: 400, text: 'logoTooLarge' },
  EXTRACTION_FAILED: { status: 400, text: 'extractionFailed' },
  NO_EXTRACTED_THEME: { status: 400, text: 'noExtractedTheme' },
  NO_THEME_COLORS: { status: 400, text: 'noThemeColors' },
  CUSTOM_CSS_TOO_LARGE: { status: 400, text: 'customCssTooLarge' },
  INVALID_CUSTOM_CSS: { status: 400, text: 'invalidCustomCss' },
  GLOSSARY_ENTRY_NOT_FOUND: { status: 404, text: 'glossaryEntryNotFound' },
  GLOSSARY_TERM_TAKEN: { status: 409, text: 'glossaryTermTaken' },
  ARTICLE_TEMPLATE_NOT_FOUND: { status: 404, text: 'articleTemplateNotFound' },
  ARTICLE_TEMPLATES_FULL: { status: 409, text: 'articleTemplatesFull' },
  IMPORT_NOT_FOUND: { status: 404, text: 'importNotFound' },
  IMPORT_TOO_LARGE: { status: 413, text: 'importTooLarge' },
  IMPORT_INVALID_ARCHIVE: { status: 400, text: 'importInvalidArchive' },
  IMPORT_BOMB: { status: 400, text: 'importBomb' },
  WEBHOOK_NOT_FOUND: { status: 404, text: 'webhookNotFound' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, text: 'webhookDeliveryNotFound' },
  WEBHOOKS_FULL: { status: 409, text: 'webhooksFull' },
  WEBHOOK_URL_NOT_ALLOWED: { status: 400, text: 'webhookUrlNotAllowed' },
  COMMENT_NOT_FOUND: { status: 404, text: 'commentNotFound' },
  COMMENT_THREADS_FULL: { status: 409, text: 'commentThreadsFull' },
  COMMENT_REPLIES_FULL: { status: 409, text: 'commentRepliesFull' },
  COMMENT_MENTION_NOT_MEMBER: { status: 400, text: 'commentMentionNotMember' },
  COMMENT_STEP_NOT_FOUND: { status: 400, text: 'commentStepNotFound' },
  DEMO_NOT_EMPTY: { status: 409, text: 'demoNotEmpty' },
  DEMO_NO_ROOM: { status: 409, text: 'demoNoRoom' },
  EXPORT_TOO_LARGE: { status: 413, text: 'exportTooLarge' },
  PDF_TOO_LARGE: { status: 413, text: 'pdfTooLarge' },

  // --- The operator's jobs --------------------------------------------------------------------
  JOB_FINISHED: { status: 409, text: 'jobFinished' },
  JOB_NOT_FAILED: { status: 409, text: 'jobNotFailed' },
  JOB_RUNNING: { status: 409, text: 'jobRunning' },
} as const satisfies Record<string, { status: ErrorStatus; text: string }>;

/** The statuses an error answer can have. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 502 | 503 | 507;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The codes whose catalogue status is `S`: what a `badRequest(…)` (S = 400) may carry. */
export type ErrorCodeOfStatus<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]['status'] extends S ? C : never;
}[ErrorCode];

/** Whether a string (an answer's `code`) is one of the catalogue's. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);
