import type { WriterStep } from './types';

/** A sign-in task over two pages that uses every kind of step; shared by the writer's tests. */
export const SECRET_PASSWORD = 'hunter2-Secret!';

const login = {
  pageUrl: 'https://shop.example.com/login?session=tok123#top',
  pageTitle: 'Sign in – Example Shop',
};
const account = { pageUrl: 'https://shop.example.com/account', pageTitle: 'Account settings – Example Shop' };

export function signInTask(): WriterStep[] {
  const steps: Omit<WriterStep, 'number'>[] = [
    { ...login, action: 'NAVIGATE', elementLabel: '' },
    {
      ...login,
      action: 'TYPE',
      elementLabel: 'E-mail *',
      elementTag: 'input',
      inputType: 'email',
      typedValue: 'jane@example.com',
    },
    {
      ...login,
      action: 'TYPE',
      elementLabel: 'Password',
      elementTag: 'input',
      inputType: 'password',
      valueWithheld: true,
    },
    // A recorder that sent a password field's value anyway: the writer must still not print it.
    {
      ...login,
      action: 'TYPE',
      elementLabel: 'Confirm',
      elementTag: 'input',
      inputType: 'password',
      typedValue: SECRET_PASSWORD,
    },
    { ...login, action: 'CLICK', elementLabel: 'Remember me', elementRole: 'checkbox', elementTag: 'input' },
    { ...login, action: 'KEY', elementLabel: '', key: 'Enter' },
    { ...account, action: 'CLICK', elementLabel: 'Save', elementRole: 'button', elementTag: 'button' },
    { ...account, action: 'CLICK', elementLabel: 'Save', elementRole: 'button', elementTag: 'button' },
    {
      ...account,
      action: 'CLICK',
      elementLabel: '**x** ![a](http://evil) <img src=x onerror=alert(1)> [l](javascript:alert(1))',
      elementTag: 'div',
    },
    { ...account, action: 'CLICK', elementLabel: 'Billing', elementRole: 'tab' },
    { ...account, action: 'DOUBLE_CLICK', elementLabel: 'Nickname', elementTag: 'span' },
    { ...account, action: 'RIGHT_CLICK', elementLabel: '', elementTag: 'div' },
    { ...account, action: 'DRAG', elementLabel: 'Card 1', elementTag: 'div' },
    { ...account, action: 'CLICK', elementLabel: '', elementRole: 'button' },
  ];
  return steps.map((step, index) => ({ ...step, number: index + 1 }));
}
