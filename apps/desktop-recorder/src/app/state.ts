import { KEYBOARD_LAYOUTS, LAYOUT_IDS } from '../capture/keyboardLayouts';
import { STOP_SHORTCUT } from '../capture/keys';
import type { RecordingJournal } from '../store/journal';
import { RECORDER_VERSION } from '../version';
import type { Controller } from './controller';
import { logPath } from './problems';

function redactionOf(journal: RecordingJournal, image: string) {
  const redaction = journal.redactionOf(image);
  return { blurred: redaction?.places ?? null, unreadable: redaction?.failed === true };
}

/**
 * What the control UI shows (GET /api/state). While the plan blocks new articles, asking also
 * re-checks the organization's settings now and then, so the warning goes once a plan is chosen.
 * Here, not a method of Controller: the state reads the controller, the controller never the state.
 */
export function stateOf(controller: Controller) {
  if (controller.screen === 'ready')
    controller.connection.recheckWhileBlocked(controller.options.settingsRecheckMs ?? 5000);
  return controllerState(controller);
}

/** The recorder's state as the control UI reads it: one JSON object, polled by revision. */
function controllerState(controller: Controller) {
  const journal = controller.journal;
  return {
    revision: controller.revision,
    screen: controller.screen,
    language: controller.language,
    version: RECORDER_VERSION,
    serverUrl: controller.serverUrl,
    stopShortcut: STOP_SHORTCUT,
    keyboard: {
      layout: controller.keyboardLayout,
      detected: controller.options.detectedKeyboardLayout,
      layouts: LAYOUT_IDS.map((id) => ({ id, name: KEYBOARD_LAYOUTS[id].name })),
    },
    connection: {
      connected: controller.connected,
      organizationName: controller.connection.stored?.organizationName ?? '',
      email: controller.connection.stored?.email ?? '',
      revokedMessage: controller.connection.revokedMessage,
      canCreateArticle: controller.connection.settings?.canCreateArticle ?? true,
    },
    connect: controller.connection.connect,
    countdownMs: controller.countdownEndsAt ? Math.max(0, controller.countdownEndsAt - Date.now()) : null,
    recording: journal
      ? {
          id: journal.meta.id,
          status: journal.status,
          startedAt: new Date(journal.meta.startedAt).toISOString(),
          stepCount: journal.stepCount,
          paused: controller.paused,
          keepTypedText: journal.meta.keepTypedText,
          recovered: controller.recovered,
          steps: journal.snapshot().steps.map((step) => ({
            // How the OCR redaction left its image (src/redaction): places blurred, or blurred whole.
            ...redactionOf(journal, step.image),
            image: step.image,
            action: step.action,
            pageTitle: step.pageTitle,
            application: step.application,
            key: step.key ?? null,
            value: step.value ?? null,
            valueWithheld: step.valueWithheld === true || step.secret === true,
            secret: step.secret === true,
          })),
        }
      : null,
    redaction: journal ? controller.redaction.summary(journal) : null,
    upload: { ...controller.upload, articleUrl: controller.articleUrl() },
    notice: controller.notice,
    problems: controller.problems.forPage(),
    logPath: logPath(controller.options.dataDir),
  };
}
