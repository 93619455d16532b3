/**
 * On-device redaction of screenshots by OCR (issue 44 item 2): read the words of an image, find the
 * ones the organization's rules withhold, pixelate them. The rules, the blur and PNG reading and
 * writing are plain TypeScript with no Node-only API but zlib; the OCR engine runs tesseract.js in a
 * Node worker thread. The desktop recorder uses all of it; the Chrome extension keeps its DOM-based
 * redaction and could take `compileRules` and `blurBoxes` for pixels it reads itself.
 */
export { blurAll, blurBoxes } from './blur';
export { type IncrementalRead, type ReadImage, readChanges } from './incremental';
export { defaultWorkerPath, OcrEngine, type OcrEngineOptions } from './ocr';
export { decodePng, encodePng, encodePngAsync, halve, isPng, type RgbaImage } from './png';
export { blurImage, blurPng, type RedactedImage, redactPng, unreadableReplacement } from './redactPng';
export {
  type Box,
  type CompiledRules,
  compileRules,
  mergeOverlapping,
  type OcrLine,
  type OcrWord,
  type Redaction,
  type RedactionKind,
  type RedactionRules,
} from './rules';
