import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { US_KEYBOARD } from '../capture/keys';
import { NativeModuleError, nativeStatuses, setNativeImporters } from '../capture/native';
import { CaptureSession } from '../capture/session';
import { MESSAGES } from '../i18n/messages';
import { RecordingJournal } from '../store/journal';
import { ActionError } from './actionError';
import { Controller } from './controller';
import { createLog } from './log';
import { probeCapture } from './problems';
import { stateOf } from './state';

/**
 * Issue 44 item 5a: a capture module that throws when it is loaded (as node-screenshots does under
 * Wine, "Cannot find native binding") is logged with its name, shown in the control window's state
 * or else in a message box, and the recorder stays up.
 */

let dir: string;
let boxes: Array<{ title: string; text: string }>;

function controller(language: 'en' | 'de' = 'en') {
  return new Controller({
    dataDir: dir,
    serverFlag: null,
    bundledServer: null,
    settings: {},
    systemLanguage: language,
    detectedKeyboardLayout: null,
    log: createLog(dir),
    showMessageBox: (title, text) => {
      boxes.push({ title, text });
      return true;
    },
  });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recorder-problems-'));
  boxes = [];
  setNativeImporters({
    // As napi-rs throws it: the real reason is the cause.
    'node-screenshots': async () => {
      throw new Error('Cannot find native binding. npm has a bug related to optional dependencies', {
        cause: new Error(
          'The specified procedure could not be found.\n\\\\?\\C:\\x\\node-screenshots.win32-x64-msvc.node',
        ),
      });
    },
  });
});

afterEach(async () => {
  setNativeImporters(null);
  await rm(dir, { recursive: true, force: true });
});

describe('a native module that fails to load', () => {
  it('is logged by name, listed in the state, refuses recording, and the recorder stays up', async () => {
    const c = controller();
    await c.init();
    expect(await probeCapture(c.problems)).toBe(false);
    const log = await readFile(join(dir, 'recorder.log'), 'utf8');
    expect(log).toContain('native module node-screenshots failed to load');
    expect(log).toContain('Cannot find native binding');
    expect(log).toContain('caused by: Error: The specified procedure could not be found.');
    const state = stateOf(c);
    expect(state.problems).toEqual([
      {
        module: 'node-screenshots',
        purpose: 'capture',
        error: 'node-screenshots could not be loaded: The specified procedure could not be found.',
      },
    ]);
    expect(state.logPath).toBe(join(dir, 'recorder.log'));
    expect(nativeStatuses()).toEqual([
      expect.objectContaining({ module: 'node-screenshots', loaded: false }),
    ]);
    // Still answering: the state is there, and a start is refused with the reason.
    expect(state.screen).toBe('connect');
    (c as unknown as { connection: { connectedTo: () => boolean } }).connection.connectedTo = () => true;
    (c.options.settings as { serverUrl?: string }).serverUrl = 'http://127.0.0.1:9';
    expect(() => c.startRecording(false)).toThrow(ActionError);
    expect(() => c.startRecording(false)).toThrow(/node-screenshots could not be loaded/);
  });

  it('is shown in a message box only when no control window showed it', async () => {
    const c = controller('de');
    await probeCapture(c.problems);
    // A window opened and its page read the state: no box.
    stateOf(c);
    expect(await c.problems.speakUp(Promise.resolve(true), 200)).toBe(false);
    expect(boxes).toHaveLength(0);
    // No window could be opened: the box, in the person's language, naming the module and the log.
    expect(await c.problems.speakUp(Promise.resolve(false), 200)).toBe(true);
    expect(boxes[0]?.title).toBe(MESSAGES.de.nativeFailedTitle);
    expect(boxes[0]?.text).toContain('Das Modul für Bildschirmfotos (node-screenshots)');
    expect(boxes[0]?.text).toContain(join(dir, 'recorder.log'));
  });

  it('is shown in a box when a window opened but its page never asked', async () => {
    const c = controller();
    await probeCapture(c.problems);
    expect(await c.problems.speakUp(Promise.resolve(true), 300)).toBe(true);
    expect(boxes[0]?.text).toContain('The screen capture module (node-screenshots) could not be loaded');
    expect(await readFile(join(dir, 'recorder.log'), 'utf8')).toContain('shown in a message box');
  });

  it('fails a capture session’s start with the module named (loaded only then, not at import)', async () => {
    const journal = await RecordingJournal.create(join(dir, 'recordings'), {
      id: 'r1',
      idempotencyKey: 'problems-test-key-1',
      startedAt: Date.now(),
      keepTypedText: false,
      recorderVersion: 'test',
    });
    const session = new CaptureSession({
      journal,
      keepTypedText: false,
      redactionTerms: [],
      hideTypedEmails: true,
      keyboard: US_KEYBOARD,
      onChange: () => undefined,
      onStopShortcut: () => undefined,
      log: () => undefined,
    });
    const failure = await session.start().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NativeModuleError);
    expect((failure as NativeModuleError).module).toBe('node-screenshots');
  });
});
