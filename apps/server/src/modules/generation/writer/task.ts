import { ARTICLE_TITLE_MAX_LENGTH } from '@support/shared';
import { actionTask } from './actionTask';
import { cleanText, escapeMarkdown } from './escape';
import { clickKind, fill, inVoice } from './sentence';
import { taskNames } from './title';
import type { LanguagePack, Voice, WriterStep } from './types';

/** Pages whose changes are settings, in the writer's languages. */
const SETTINGS_PAGE =
  /(settings|preferences|options|configuration|einstellungen|optionen|konfiguration|paramètres|réglages|impostazioni|opzioni|instellingen|voorkeuren|ayarlar)/i;

const isChange = (step: WriterStep) =>
  step.action === 'TYPE' ||
  (step.action === 'CLICK' && ['check', 'radio', 'choose'].includes(clickKind(step)));

/** Going somewhere, not changing anything: page loads, links and tabs. */
const isNavigation = (step: WriterStep) =>
  step.action === 'NAVIGATE' || (step.action === 'CLICK' && ['clickLink', 'tab'].includes(clickKind(step)));

const sentenceCase = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * What the recording did, named from its content (issue 51): the last clicked label that names
 * a task in the article's language ("Start a calibration in RoboConsole"), else a settings
 * change, a form filled in, pages visited, the page or the application worked in. Never from an
 * address: a recording with nothing but a host gets the neutral fallback. Null when nothing
 * names it.
 */
export function nameTask(steps: WriterStep[], language: string, pack: LanguagePack): string | null {
  const { site, page, pageOf } = taskNames(steps);
  const { task } = pack;
  const inApp = site ? fill(task.inApp, { app: site }) : '';
  const values = (name: string) => ({ page: name, app: site, inApp });

  for (const step of [...steps].reverse()) {
    if (step.action !== 'CLICK' || !['clickButton', 'clickLink', 'click', 'choose'].includes(clickKind(step)))
      continue;
    const named = actionTask(step.elementLabel, language, inApp);
    if (named) return named;
  }
  const changes = steps.filter(isChange);
  if (changes.length > 0 && steps.some((step) => SETTINGS_PAGE.test(step.pageTitle))) {
    return fill(task.changeSettings, values(''));
  }
  const typed = steps.filter((step) => step.action === 'TYPE');
  if (typed.length > 0) {
    const form = pageOf(typed);
    return form ? fill(task.fillForm, values(form)) : site ? fill(task.fillFormUnnamed, values('')) : null;
  }
  if (steps.length > 0 && steps.every(isNavigation)) {
    const last = pageOf(steps.slice(-1));
    if (last) return fill(task.open, values(last));
  }
  if (page) return fill(task.workWith, values(page));
  return site ? fill(task.use, values('')) : null;
}

/** The article's title and intro from the task's name, in the pack's language and the voice. */
export function titleAndIntro(
  steps: WriterStep[],
  language: string,
  pack: LanguagePack,
  voice: Voice,
): { title: string; intro: string } {
  const named = nameTask(steps, language, pack);
  if (!named) return { title: pack.task.fallback, intro: inVoice(pack.phrases.introUnnamed, voice) };
  const task = cleanText(named, ARTICLE_TITLE_MAX_LENGTH);
  const Task = sentenceCase(task, pack.locale);
  return {
    title: Task,
    intro: fill(inVoice(pack.task.intro, voice), { task: escapeMarkdown(task), Task: escapeMarkdown(Task) }),
  };
}
