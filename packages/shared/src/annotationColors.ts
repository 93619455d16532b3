/**
 * The colours a step's annotations and click pointer are drawn in. One place for both sides: the
 * server's render (apps/server/src/lib/images) and the step editor's preview (apps/web
 * features/steps), so what the writer sees is what readers get.
 */
export const ANNOTATION_COLORS = {
  /** BOX outlines, NUMBER circles and the click pointer's ring. */
  accent: '#FF6B00',
  /** Text and outlines on the accent. */
  onAccent: '#ffffff',
  /** HIGHLIGHT outlines. */
  highlight: '#FACC15',
  markerFill: '#FDE047',
  markerStroke: '#CA8A04',
  /** Marker text and the pointer's arrow. */
  ink: '#111827',
} as const;
