import type { ScreenshotType } from '../../lib/images';

/**
 * Where a step's images live in storage. Keys are fixed per step, so rendering again (a retried
 * job, a new zoom) overwrites the file instead of adding one, and deleting the article finds them
 * all through the step rows.
 */
const stepFolder = (ids: StepIds) =>
  `orgs/${ids.organizationId}/articles/${ids.articleId}/steps/${ids.stepId}`;

export type StepIds = { organizationId: string; articleId: string; stepId: string };

/** The screenshot as uploaded (already redacted by the recorder), PNG or JPEG. */
export const rawImageKey = (ids: StepIds, type: ScreenshotType) =>
  `${stepFolder(ids)}/raw.${type === 'image/png' ? 'png' : 'jpg'}`;

/** The rendered image the article shows: pointer, zoom and annotations drawn. */
export const processedImageKey = (ids: StepIds) => `${stepFolder(ids)}/processed.png`;

/** The narration as uploaded, one per version (`mediaOutput.audioKey`). */
export const audioKey = (
  ids: { organizationId: string; articleId: string; versionId: string },
  extension: string,
) => `orgs/${ids.organizationId}/articles/${ids.articleId}/versions/${ids.versionId}/audio.${extension}`;
