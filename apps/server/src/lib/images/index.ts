export { type Box, type Point, zoomCrop } from './geometry';
export {
  detectScreenshotType,
  type ProbedImage,
  probeScreenshot,
  SCREENSHOT_MAX_PIXELS,
  SCREENSHOT_MAX_SIDE,
  type ScreenshotType,
} from './probe';
export {
  isPointerAction,
  type RenderAnnotation,
  type RenderableStep,
  renderStepImage,
  renderStepPixels,
} from './render';
