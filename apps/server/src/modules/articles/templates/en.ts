import { sections, type TemplateTexts } from './types';

/** English: "you" either way, so the tone changes nothing. */
export const en: TemplateTexts = {
  faq: () =>
    sections([
      [
        'Question 1',
        'Write the question the way your customers ask it.',
        'Answer it in two or three sentences.',
      ],
      [
        'Question 2',
        'Write the next question.',
        'Answer it, and link to a detailed article if there is one.',
      ],
      ['Question 3', 'Write the next question.', 'Answer it.'],
      ['Still have questions?', 'Say where readers get more help, for example your support address.'],
    ]),
  howTo: () =>
    sections([
      ['Before you start', 'List what the reader needs first: access rights, files, settings.'],
      [
        'Steps',
        '1. Describe the first step: what to open and what to click.',
        '2. Describe the next step.',
        '3. Describe the last step.',
      ],
      ['Result', 'Describe what the reader sees when everything worked.'],
      ['Next steps', 'Link to articles that build on this one.'],
    ]),
  troubleshooting: () =>
    sections([
      ['Problem', 'Describe what goes wrong, in the words readers use, with the exact error message.'],
      ['Cause', 'Explain why it happens.'],
      ['Solution', '1. Describe the first thing to try.', '2. Describe what to try if that did not help.'],
      ['Still not working?', 'Say what information readers should send to support.'],
    ]),
  releaseNotes: () =>
    sections([
      ['Version and date', 'Write the version number and the release date.'],
      ['New', 'List the new features, each in one sentence with what it helps with.'],
      ['Improved', 'List what works better than before.'],
      ['Fixed', 'List the fixed bugs as readers noticed them.'],
      ['Known issues', 'List what does not work yet and how to work around it.'],
    ]),
};
