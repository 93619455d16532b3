import { z } from 'zod';
import { env } from '../variable';
import { flag, int, megabytes, withoutTrailingSlash } from './parsers';

/** The outside services: file storage, the AI, transcription and translation. */
export const serviceSettings = {
  // File storage: local files under DATA_DIR/files unless S3_BUCKET names an S3-compatible bucket.
  storage: {
    s3: {
      bucket: env(
        'S3_BUCKET',
        z.string().min(1).optional(),
        'An S3-compatible bucket for files; unset: DATA_DIR/files, served through HMAC-signed URLs.',
      ),
      region: env('S3_REGION', z.string().min(1).default('us-east-1'), 'The bucket’s region.'),
      endpoint: env(
        'S3_ENDPOINT',
        z.url().optional(),
        'For S3-compatible services (MinIO, R2, …); unset means AWS.',
      ),
      accessKeyId: env(
        'S3_ACCESS_KEY_ID',
        z.string().min(1).optional(),
        'Credentials; unset: the AWS SDK’s usual sources.',
      ),
      secretAccessKey: env(
        'S3_SECRET_ACCESS_KEY',
        z.string().min(1).optional(),
        'Credentials; unset: the AWS SDK’s usual sources.',
      ),
      forcePathStyle: env('S3_FORCE_PATH_STYLE', flag().default(false), 'Path-style bucket URLs (MinIO).'),
    },
    fileUrlTtlSeconds: env(
      'FILE_URL_TTL_SECONDS',
      int()
        .min(60)
        .max(7 * 24 * 3600)
        .default(3600),
      'How long a signed file URL works (at least half of it from any moment it is handed out).',
    ),
  },
  // AI: any OpenAI-compatible chat API (OpenAI, Azure, Ollama, vLLM). Unset: AI-only features answer 503.
  ai: {
    baseUrl: env('AI_BASE_URL', z.url().optional(), 'An OpenAI-compatible chat API.'),
    apiKey: env('AI_API_KEY', z.string().min(1).optional(), 'Its key.'),
    model: env('AI_MODEL', z.string().min(1).default('gpt-4o-mini'), 'The chat model to ask.'),
    timeoutMs: env(
      'AI_TIMEOUT_MS',
      int().min(100).max(600_000).default(60_000),
      'How long one AI call may take.',
    ),
    vision: env(
      'AI_VISION',
      flag().default(false),
      'The model accepts images (a step’s screenshot goes with its AI analysis).',
    ),
  },
  // Transcription of narrations: an OpenAI-compatible /audio/transcriptions; defaults to the AI's server.
  transcription: {
    baseUrl: env(
      'TRANSCRIPTION_BASE_URL',
      z.url().optional(),
      'An OpenAI-compatible /audio/transcriptions; unset: the AI’s server.',
    ),
    apiKey: env(
      'TRANSCRIPTION_API_KEY',
      z.string().min(1).optional(),
      'Its key; unset: the AI’s, when the AI’s server is used.',
    ),
    model: env('TRANSCRIPTION_MODEL', z.string().min(1).default('whisper-1'), 'The speech-to-text model.'),
    timeoutMs: env(
      'TRANSCRIPTION_TIMEOUT_MS',
      int().min(100).max(3_600_000).default(600_000),
      'How long one transcription may take.',
    ),
    maxFileBytes: env(
      'TRANSCRIPTION_MAX_FILE_MB',
      z.coerce.number().positive().max(1000).default(25),
      'The largest narration the service takes: OpenAI’s 25 MB; self-hosted whisper servers take more.',
      megabytes,
    ),
  },
  // Translation: the AI above (the default when it is configured), DeepL or LibreTranslate.
  translation: {
    provider: env(
      'TRANSLATION_PROVIDER',
      z.enum(['ai', 'deepl', 'libretranslate']).optional(),
      'Who translates; unset: the AI when it is configured.',
    ),
    deepl: {
      authKey: env('DEEPL_AUTH_KEY', z.string().min(1).optional(), 'DeepL’s API key.'),
      serverUrl: env('DEEPL_SERVER_URL', z.url().optional(), 'Another DeepL API address.'),
    },
    libretranslate: {
      url: env('LIBRETRANSLATE_URL', z.url().optional(), 'A LibreTranslate server.', withoutTrailingSlash),
      apiKey: env('LIBRETRANSLATE_API_KEY', z.string().min(1).optional(), 'Its key, when it asks for one.'),
    },
  },
};
