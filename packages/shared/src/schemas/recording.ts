import { z } from 'zod';
import { CONTENT_TYPES } from '../articles';

/**
 * The upload format of a recording (`POST /v1/recordings`, multipart/form-data): one `manifest`
 * part holding this JSON, and one image part per step whose part name is the step's `image`.
 * The Chrome extension posts it; a desktop recorder can post the same thing (docs/recording-format.md
 * carries the JSON Schema generated from these definitions).
 *
 * Coordinates: every box and point is in CSS pixels of the viewport at the moment of the action
 * (0,0 is the viewport's top-left corner). The screenshot is `viewport × devicePixelRatio` pixels;
 * the server scales the coordinates into the image's pixels.
 */

export const RECORDING_FORMAT_VERSION = 1;
export const RECORDING_MAX_STEPS = 200;
/** One screenshot: PNG or JPEG, at most 10 MB. */
export const RECORDING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The whole upload, all images together. */
export const RECORDING_MAX_BYTES = 250 * 1024 * 1024;
export const RECORDING_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** The narration (`audio` part): WebM/Opus, Ogg, MP3, WAV or M4A, at most 100 MB and 30 minutes. */
export const RECORDING_AUDIO_MAX_BYTES = 100 * 1024 * 1024;
export const RECORDING_AUDIO_MAX_MS = 30 * 60 * 1000;
/** The part that carries the narration, when the manifest has `audio`. */
export const RECORDING_AUDIO_PART = 'audio';

/** CLICK and DRAG are pointer actions (the pointer is drawn); the others are not. */
export const RECORDING_ACTIONS = [
  'CLICK',
  'DOUBLE_CLICK',
  'RIGHT_CLICK',
  'DRAG',
  'TYPE',
  'KEY',
  'NAVIGATE',
] as const;
export type RecordingAction = (typeof RECORDING_ACTIONS)[number];

/** Keys that submit a form or move on; other keys are not steps (shortcuts aside, below). */
export const RECORDING_KEYS = ['Enter', 'Escape', 'Tab'] as const;

/**
 * A keyboard shortcut (the desktop recorder's KEY steps): modifiers first, in the order Ctrl, Alt,
 * Shift, Meta, then one key, an uppercase letter, a digit or F1..F24, joined by `+` (`Ctrl+S`,
 * `Ctrl+Shift+P`, `Alt+F4`). One fixed spelling, so the text writer can name keys per language.
 */
export const RECORDING_SHORTCUT =
  /^(?=[^+]+\+)(?:Ctrl\+)?(?:Alt\+)?(?:Shift\+)?(?:Meta\+)?(?:[A-Z0-9]|F(?:[1-9]|1[0-9]|2[0-4]))$/;

export const ZRecordingKey = z.union([
  z.enum(RECORDING_KEYS),
  z.string().max(40).regex(RECORDING_SHORTCUT, {
    message:
      'A key is Enter, Escape, Tab or a shortcut such as Ctrl+S (modifiers Ctrl, Alt, Shift, Meta in that order, then A-Z, 0-9 or F1-F24)',
  }),
]);
export type RecordingKey = z.infer<typeof ZRecordingKey>;

const ZPixels = z.number().finite().min(-100_000).max(100_000);
const ZSize = z.number().finite().positive().max(100_000);

export const ZRecordingBox = z.object({ x: ZPixels, y: ZPixels, width: ZSize, height: ZSize });
export type RecordingBox = z.infer<typeof ZRecordingBox>;

export const ZRecordingPoint = z.object({ x: ZPixels, y: ZPixels });

export const ZRecordingViewport = z.object({
  width: z.number().int().positive().max(20_000),
  height: z.number().int().positive().max(20_000),
  devicePixelRatio: z.number().positive().max(8).default(1),
});

/** The element acted on, as the page described it. */
export const ZRecordingElement = z.object({
  /** The accessible name: aria-label, aria-labelledby, label, text, alt, title or placeholder. */
  label: z.string().max(500).default(''),
  /** ARIA role, explicit or implied by the tag (button, link, textbox, checkbox, …). */
  role: z.string().max(100).optional(),
  tag: z.string().max(50).optional(),
  /** e.g. `email`, `password`, `checkbox` for inputs. */
  inputType: z.string().max(50).optional(),
  box: ZRecordingBox.optional(),
});

/**
 * Whether a step's page address is a web address (http or https). Only those are kept and shown as
 * links; a `javascript:` or `data:` address from a recorder is neither.
 */
export function isWebPageUrl(url: string): boolean {
  // Checked on the text as stored, without trimming: a browser would also read " javascript:…" as script.
  return /^https?:\/\/[^\s/]/i.test(url);
}

export const ZRecordingStep = z.object({
  action: z.enum(RECORDING_ACTIONS),
  /** The image part holding this step's screenshot, e.g. `step-1`. Unique within the recording. */
  image: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, {
      message: 'Image part names use letters, digits, dot, dash and underscore',
    }),
  /** Milliseconds since the recording started. */
  timestamp: z.number().int().min(0).optional(),
  pageUrl: z.string().max(4000),
  pageTitle: z.string().max(1000).default(''),
  /**
   * The application acted in (desktop recorder: e.g. `Excel`), named in the text where the step has
   * no web page (`pageUrl: ''`, its `pageTitle` then the window title).
   */
  application: z.string().trim().max(200).optional(),
  element: ZRecordingElement.optional(),
  /** Where the pointer was pressed (CLICK, DRAG start). */
  point: ZRecordingPoint.optional(),
  /** Where a DRAG was released. */
  endPoint: ZRecordingPoint.optional(),
  /** TYPE: the text typed. Absent for password fields and fields the page marks sensitive. */
  value: z.string().max(5000).optional(),
  /** TYPE without a value: the value was withheld on purpose (password or sensitive field). */
  valueWithheld: z.boolean().optional(),
  /** KEY: which key, or a shortcut such as `Ctrl+S`. */
  key: ZRecordingKey.optional(),
  viewport: ZRecordingViewport,
  /** How many boxes the recorder blurred in this screenshot before upload. */
  redactedBoxes: z.number().int().min(0).max(10_000).optional(),
});
export type RecordingStep = z.infer<typeof ZRecordingStep>;

/**
 * The narration, present only when the person switched it on: the upload then has an `audio` part.
 * Times are on the steps' clock (milliseconds since the recording started, like `timestamp`): the
 * audio's first sample was captured at `offsetMs`, and it stood still during each pause, so a step
 * at `timestamp` t is heard at t - offsetMs - (the pauses that ended before t) into the audio.
 */
export const ZRecordingAudio = z
  .object({
    offsetMs: z.number().int().min(0).max(RECORDING_AUDIO_MAX_MS),
    /** What the recorder asked for, e.g. `audio/webm;codecs=opus`; the server trusts the bytes. */
    mimeType: z.string().max(100).optional(),
    pauses: z
      .array(
        z
          .object({
            startMs: z.number().int().min(0),
            endMs: z.number().int().min(0),
          })
          .refine((pause) => pause.endMs >= pause.startMs, { message: 'A pause ends after it starts' }),
      )
      .max(1000)
      .default([]),
  })
  .strict();
export type RecordingAudio = z.infer<typeof ZRecordingAudio>;

export const ZRecordingManifest = z
  .object({
    formatVersion: z.literal(RECORDING_FORMAT_VERSION),
    recorder: z.object({
      kind: z.enum(['chrome-extension', 'desktop', 'other']),
      version: z.string().max(50),
    }),
    /** Optional title; without it the writer makes one from the task's pages. */
    title: z.string().trim().max(300).optional(),
    startedAt: z.iso.datetime({ offset: true }).optional(),
    endedAt: z.iso.datetime({ offset: true }).optional(),
    /** The guide style to write; the organization's default (step-by-step) without it. */
    contentType: z.enum(CONTENT_TYPES).optional(),
    /** Whether the recorder blurred sensitive content itself (the user can switch it off). */
    redaction: z.object({ automatic: z.boolean() }).default({ automatic: true }),
    audio: ZRecordingAudio.optional(),
    steps: z
      .array(ZRecordingStep)
      .min(1, { message: 'A recording needs at least one step' })
      .max(RECORDING_MAX_STEPS),
  })
  .superRefine((manifest, context) => {
    const seen = new Set<string>();
    manifest.steps.forEach((step, index) => {
      if (seen.has(step.image)) {
        context.addIssue({
          code: 'custom',
          path: ['steps', index, 'image'],
          message: `Image part "${step.image}" is used by more than one step`,
        });
      }
      seen.add(step.image);
    });
  });
export type RecordingManifest = z.infer<typeof ZRecordingManifest>;
export type RecordingManifestInput = z.input<typeof ZRecordingManifest>;

/** `POST /v1/recordings` answers 201 with the new article, which is processing. */
export const ZRecordingUploadResponse = z.object({ articleId: z.uuid() });
export type RecordingUploadResponse = z.infer<typeof ZRecordingUploadResponse>;

/**
 * A screenshot staged for an upload (`PUT /v1/recordings/staged/{key}/{image}`): a retry sends only
 * the images the server does not have yet, then the manifest.
 */
export const ZStagedImage = z.object({
  image: z.string(),
  size: z.number().int().nonnegative(),
  /** Hex SHA-256 of the bytes, so a client can tell a changed image from the one it staged. */
  sha256: z.string(),
});
export type StagedImage = z.infer<typeof ZStagedImage>;
/** `GET /v1/recordings/staged/{key}`: the images staged under the key (empty when none). */
export const ZStagedImageList = z.object({ images: z.array(ZStagedImage) });
export type StagedImageList = z.infer<typeof ZStagedImageList>;

/** An upload's `Idempotency-Key`: a UUID, or 16 to 100 of A-Z, a-z, 0-9, `_` and `-` (docs/recording-format.md). */
export const RECORDING_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** `/v1/recordings/staged/{key}`: the upload's Idempotency-Key. */
export const ZStagedKeyParams = z.object({
  key: z.string().regex(RECORDING_IDEMPOTENCY_KEY, {
    message: 'The key is a UUID or 16 to 100 characters of letters, digits, "_" and "-"',
  }),
});
/** `/v1/recordings/staged/{key}/{image}`: the image is named as the manifest's step names it. */
export const ZStagedImageParams = ZStagedKeyParams.extend({ image: ZRecordingStep.shape.image });

/** A refused staged image; `409 ALREADY_UPLOADED` names the article the upload with this key created. */
export const ZStagedImageError = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  articleId: z.uuid().optional(),
});

/** `POST /help-articles/{id}/change-content-type`. */
export const ZChangeContentTypeRequest = z.object({ contentType: z.enum(CONTENT_TYPES) });

/** What the extension reads after sign-in: where it records for, and what it must blur. */
export const ZRecorderSettings = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
  redactionTerms: z.array(z.string()),
  /** Typed e-mail addresses are withheld like card numbers (the organization's choice, default on). */
  hideTypedEmails: z.boolean().default(true),
  /** Whether the organization may create another article now (else recording ends in NO_CREDITS_LEFT). */
  canCreateArticle: z.boolean(),
});
export type RecorderSettings = z.infer<typeof ZRecorderSettings>;
