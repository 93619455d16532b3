'use strict';
/**
 * The thread tesseract.js runs OCR in (its `workerPath`), in place of its own Node worker script.
 * Plain CommonJS: Node starts it as it is (tests, `tsx`), and the desktop recorder's build bundles
 * it into app/ocr-worker.cjs beside the recorder, with tesseract.js-core left as files.
 *
 * It is tesseract.js's own worker with a stricter adapter:
 * - trained data is read only from the files shipped with the program: `traineddata/` beside this
 *   script in the zip, else the npm packages `@tesseract.js-data/eng` and `deu` (their LSTM-only
 *   "best_int" models; they are found per language, which one `langPath` cannot do);
 * - fetching fails: no image, model or language is ever downloaded, whatever the options say;
 * - nothing is cached or written to disk.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parentPort } = require('node:worker_threads');
const worker = require('tesseract.js/src/worker-script');
const OEM = require('tesseract.js/src/constants/OEM');
const getCore = require('tesseract.js/src/worker-script/node/getCore');
const gunzip = require('tesseract.js/src/worker-script/node/gunzip');

const MODEL = '4.0.0_best_int';

// OCR is background work: the screenshot of the next click must not wait for it. On Linux a
// thread has a nice value of its own, so this lowers only the OCR thread (on Windows and macOS
// the call would lower the whole recorder, capture included, and is not made).
if (process.platform === 'linux') {
  try {
    require('node:os').setPriority(19);
  } catch {
    // A system that forbids it: OCR runs at the recorder's priority.
  }
}

function trainedDataFile(lang) {
  const shipped = path.join(__dirname, 'traineddata', `${lang}.traineddata.gz`);
  if (existsSync(shipped)) return shipped;
  const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  return path.join(pkg, MODEL, `${lang}.traineddata.gz`);
}

parentPort.on('message', (packet) => {
  worker.dispatchHandlers(packet, (message) => parentPort.postMessage(message));
});

worker.setAdapter({
  // tesseract.js 7 hands its Node adapter `lstmOnly` where getCore expects an engine mode, so it
  // always loaded the build with the legacy engine; the LSTM-only build is the one shipped.
  getCore: (lstmOnly, corePath, res) =>
    getCore(lstmOnly ? OEM.LSTM_ONLY : OEM.TESSERACT_LSTM_COMBINED, corePath, res),
  gunzip,
  fetch: async (url) => {
    throw new Error(`OCR downloads nothing (asked for ${url})`);
  },
  // tesseract.js reads `${langPath}/${lang}.traineddata.gz`: only the language's name is used.
  readCache: async (file) => {
    const lang = path.basename(String(file)).replace(/\.traineddata(\.gz)?$/, '');
    if (!/^[a-z_]{3,12}$/.test(lang)) throw new Error(`No trained data for ${lang}`);
    return readFileSync(trainedDataFile(lang));
  },
  writeCache: async () => undefined,
  deleteCache: async () => undefined,
  checkCache: async () => false,
});
