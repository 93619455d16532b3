import type { LanguagePack } from '../types';

/**
 * English instructions are imperative in every voice (the neutral form of English technical
 * writing); the personal voice speaks to the reader ("you", "your password"), the impersonal one
 * never does ("the password"). Formal and informal differ only in the intro's tone.
 */
export const en: LanguagePack = {
  locale: 'en',
  phrases: {
    introUnnamed: [
      "Here's how you do it, step by step.",
      'This guide shows you how to complete this task.',
      'This guide shows how to complete this task.',
    ],
    clickButton: 'Click {x}.',
    clickButtonUnlabeled: 'Click the button.',
    click: 'Click {x}.',
    clickUnlabeled: 'Click here.',
    clickLink: 'Click the {x} link.',
    clickLinkUnlabeled: 'Click the link.',
    check: 'Select the {x} checkbox.',
    checkUnlabeled: 'Select the checkbox.',
    radio: 'Select the {x} option.',
    radioUnlabeled: 'Select the option.',
    tab: 'Open the {x} tab.',
    tabUnlabeled: 'Open the tab.',
    choose: 'Choose {x}.',
    chooseUnlabeled: 'Choose the item.',
    field: 'Click the {x} field.',
    fieldUnlabeled: 'Click the field.',
    doubleClick: 'Double-click {x}.',
    doubleClickUnlabeled: 'Double-click here.',
    rightClick: 'Right-click {x}.',
    rightClickUnlabeled: 'Right-click here.',
    drag: 'Drag {x} to its new position.',
    dragUnlabeled: 'Drag the item to its new position.',
    type: 'Type {v} into {x}.',
    typeUnlabeled: 'Type {v}.',
    pick: 'Choose {v} in {x}.',
    pickUnlabeled: 'Choose {v}.',
    password: ['Type your password into {x}.', 'Type your password into {x}.', 'Type the password into {x}.'],
    passwordUnlabeled: ['Type your password.', 'Type your password.', 'Type the password.'],
    secret: [
      'Enter your details in {x}.',
      'Enter your details in {x}.',
      'Enter the required details in {x}.',
    ],
    secretUnlabeled: ['Enter your details.', 'Enter your details.', 'Enter the required details.'],
    clear: 'Clear the {x} field.',
    clearUnlabeled: 'Clear the field.',
    key: 'Press {key}.',
    navigate: 'Go to {link}.',
  },
  keys: { Enter: 'Enter', Escape: 'Esc', Tab: 'Tab', Ctrl: 'Ctrl', Alt: 'Alt', Shift: 'Shift', Meta: 'Meta' },
  inApplication: 'In {app},',
  transitions: { first: 'First,', next: ['Then', 'Next,', 'After that,'], last: 'Finally,' },
  task: {
    inApp: ' in {app}',
    fillForm: 'fill in the {page} form{inApp}',
    fillFormUnnamed: 'fill in the form{inApp}',
    changeSettings: 'change the settings{inApp}',
    open: 'open {page}{inApp}',
    workWith: 'work with {page}{inApp}',
    use: 'use {app}',
    fallback: 'Step-by-step guide',
    intro: [
      "In this guide you'll {task}.",
      'In this guide you will {task}.',
      'This guide shows how to {task}.',
    ],
  },
};
