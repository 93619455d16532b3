import type { WriterStep } from './types';

/**
 * Recordings as the Chrome extension uploads them (roles and tags from its element description,
 * a `<select>` as a combobox, page titles as the tab shows them); shared by the title tests.
 */
type Page = { pageUrl: string; pageTitle: string };
const numbered = (steps: Omit<WriterStep, 'number'>[]): WriterStep[] =>
  steps.map((step, index) => ({ ...step, number: index + 1 }));

const robo = (path: string, pageTitle: string): Page => ({
  pageUrl: `http://127.0.0.1:8080${path}`,
  pageTitle,
});

/** Issue 51's own recording: a single-name title on a bare address, ending in "Start calibration". */
export function calibration(): WriterStep[] {
  const page = robo('/calibration', 'RoboConsole');
  return numbered([
    { ...page, action: 'NAVIGATE', elementLabel: '' },
    {
      ...page,
      action: 'TYPE',
      elementLabel: 'Axis',
      elementRole: 'combobox',
      elementTag: 'select',
      typedValue: 'X',
    },
    {
      ...page,
      action: 'TYPE',
      elementLabel: 'Speed (mm/s)',
      elementTag: 'input',
      inputType: 'number',
      typedValue: '20',
    },
    {
      ...page,
      action: 'CLICK',
      elementLabel: 'Start calibration',
      elementRole: 'button',
      elementTag: 'button',
    },
  ]);
}

/** A contact form filled in and sent with a button that only closes it. */
export function contactForm(): WriterStep[] {
  const page = { pageUrl: 'https://shop.example.com/contact', pageTitle: 'Contact – Example Shop' };
  return numbered([
    {
      ...page,
      action: 'CLICK',
      elementLabel: 'Name',
      elementRole: 'textbox',
      elementTag: 'input',
      inputType: 'text',
    },
    {
      ...page,
      action: 'TYPE',
      elementLabel: 'Name *',
      elementTag: 'input',
      inputType: 'text',
      typedValue: 'Jane',
    },
    {
      ...page,
      action: 'TYPE',
      elementLabel: 'Message',
      elementTag: 'textarea',
      typedValue: 'Where is my order?',
    },
    {
      ...page,
      action: 'CLICK',
      elementLabel: 'Save',
      elementRole: 'button',
      elementTag: 'button',
      inputType: 'submit',
    },
  ]);
}

/** A setting switched and saved in a web app whose tab shows "Settings · Acme CRM". */
export function settingsChange(): WriterStep[] {
  const page = {
    pageUrl: 'https://crm.acme.io/settings/notifications',
    pageTitle: 'Notification settings · Acme CRM',
  };
  return numbered([
    {
      pageUrl: 'https://crm.acme.io/',
      pageTitle: 'Dashboard · Acme CRM',
      action: 'CLICK',
      elementLabel: 'Settings',
      elementRole: 'link',
      elementTag: 'a',
    },
    {
      ...page,
      action: 'CLICK',
      elementLabel: 'E-mail me about new leads',
      elementRole: 'switch',
      elementTag: 'button',
    },
    {
      ...page,
      action: 'TYPE',
      elementLabel: 'Digest',
      elementRole: 'combobox',
      elementTag: 'select',
      typedValue: 'Weekly',
    },
    { ...page, action: 'CLICK', elementLabel: 'Save changes', elementRole: 'button', elementTag: 'button' },
  ]);
}

/** Only going somewhere: a page load, a menu link and a tab. */
export function navigationOnly(): WriterStep[] {
  return numbered([
    {
      pageUrl: 'https://crm.acme.io/',
      pageTitle: 'Dashboard · Acme CRM',
      action: 'NAVIGATE',
      elementLabel: '',
    },
    {
      pageUrl: 'https://crm.acme.io/',
      pageTitle: 'Dashboard · Acme CRM',
      action: 'CLICK',
      elementLabel: 'Reports',
      elementRole: 'link',
      elementTag: 'a',
    },
    {
      pageUrl: 'https://crm.acme.io/reports',
      pageTitle: 'Reports · Acme CRM',
      action: 'CLICK',
      elementLabel: 'Monthly',
      elementRole: 'tab',
    },
  ]);
}

/** A page without a title on a bare address: the tab shows the address, nothing names the task. */
export function addressOnly(): WriterStep[] {
  const page = robo('/', '127.0.0.1:8080/');
  return numbered([
    { ...page, action: 'NAVIGATE', elementLabel: '' },
    { ...page, action: 'CLICK', elementLabel: 'OK', elementRole: 'button', elementTag: 'button' },
    { ...page, action: 'CLICK', elementLabel: '', elementTag: 'div' },
  ]);
}
