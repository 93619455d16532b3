export { type Box, type Point, zoomCrop } from './geometry';
export {
  DAMAGED,
  detectScreenshotType,
  type ProbedImage,
  probeScreenshot,
  probeScreenshotHeader,
  SCREENSHOT_MAX_PIXELS,
  SCREENSHOT_MAX_SIDE,
  type ScreenshotType,
} from './probe';
export {
  isPointerAction,
  type RenderAnnotation,
  type RenderableStep,
  renderStepImage,
  renderStepImageToFile,
  renderStepPixels,
} from './render';
