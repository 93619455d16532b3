import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { expectNoSidewaysScroll } from '../support/phoneLayout';

const ARTICLES: [string, string][] = [
  [
    'Reset your password',
    '## From the sign-in page\n\nChoose **Forgot password**: we e-mail you a link.\n\n## As an admin\n\nAdmins reset passwords under Team.',
  ],
  [
    'Invite your team',
    'Open Team and press Invite.\n\n```bash\nexport ROLE=member\necho "Invite rita@example.com as $ROLE"\n```',
  ],
];

test('a reader on a phone: searches with a typo, reads an article, answers, asks the AI; and without script', async ({
  page,
  browser,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(180_000);
  let slug = '';
  let centerId = '';
  const articleIds: string[] = [];
  await test.step('a team publishes a help center with two articles', async () => {
    await registerCompany(page, {
      firstName: 'Rita',
      lastName: 'Reader',
      email: uniqueEmail('hcsite'),
      organization: 'Readers Inc',
    });
    await startTrial(page);
    const center = await api(page, 'POST', '/help-centers', { name: 'Readers Help' });
    await api(page, 'POST', `/help-centers/${center.id}/publish`);
    slug = center.slug;
    centerId = center.id;
    const group = await api(page, 'POST', `/public-groups/help-centers/${center.id}/groups`, {
      name: 'Accounts',
    });
    for (const [title, content] of ARTICLES) {
      const { id } = await api(page, 'POST', '/help-articles/create-manual-article', { title, content });
      articleIds.push(id);
      await api(page, 'POST', `/help-articles/${id}/publish`);
      await api(page, 'POST', `/public-groups/groups/${group.id}/articles/${id}`);
    }
  });

  const reader = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await reader.newPage();
  try {
    await test.step('searches with a typo from the home page and opens the article', async () => {
      await phone.goto(`/docs/${slug}`);
      await expect(phone.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
      await expectNoSidewaysScroll(phone, 'help center home');
      await phone.getByRole('searchbox', { name: 'Search the help center' }).fill('pasword');
      await phone.getByRole('button', { name: 'Search' }).click();
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Results for “pasword”');
      await expect(phone.getByRole('status')).toHaveText('No exact matches. These titles come close:');
      await expectNoSeriousA11yViolations(phone, 'help center search (phone)');
      await saveScreenshot('hcsite-01-search-typo', phone);
      await phone.getByRole('link', { name: 'Reset your password' }).click();
      await expect(phone.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await expect(phone.getByRole('navigation', { name: 'On this page' })).toContainText('As an admin');
      await expectNoSidewaysScroll(phone, 'help center article');
      await expectNoSeriousA11yViolations(phone, 'help center article (phone)');
      await saveScreenshot('hcsite-02-article-phone', phone);
    });

    await test.step('answers "Was this helpful?" and asks the AI a question', async () => {
      await phone.getByRole('button', { name: 'No' }).click();
      await expect(phone.getByRole('status')).toHaveText('Thank you for your feedback!');
      // After "No": one optional line, asking for nothing personal.
      const missing = phone.getByRole('textbox', { name: 'What was missing? (optional)' });
      await expect(missing).toBeVisible();
      await expect(missing).toHaveAttribute('maxlength', '300');
      await expect(
        phone.getByText('Please leave out names, email addresses and other personal data.'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(phone, 'help center feedback reason (phone)');
      await expectNoSidewaysScroll(phone, 'help center feedback reason');
      await saveScreenshot('hcsite-02b-what-was-missing', phone);
      await missing.fill('A screenshot of the Team page');
      await phone.getByRole('button', { name: 'Send' }).click();
      await expect(phone.getByRole('status')).toHaveText('Thank you for your feedback!');
      await expect(missing).toHaveCount(0);
      await phone.goto(`/docs/${slug}`);
      await phone.getByRole('link', { name: 'Ask a question (AI answers, beta)' }).click();
      await phone.getByRole('textbox', { name: 'Your question' }).fill('How do I reset my password?');
      await phone.getByRole('button', { name: 'Ask' }).click();
      await expect(phone.getByText('Use the reset link from the sign-in page [1].')).toBeVisible();
      await expect(phone.getByRole('heading', { name: 'Sources' })).toBeVisible();
      await expectNoSeriousA11yViolations(phone, 'help center AI answer (phone)');
      await saveScreenshot('hcsite-03-answer', phone);
      await phone.getByRole('link', { name: 'Reset your password' }).click();
      await expect(phone.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    });

    await test.step('the team adds German; the reader switches the article to German and back', async () => {
      await api(page, 'POST', '/organization/settings/translation-languages/add', { language: 'de' });
      // The stand-in translates every piece as "[DE] …"; both articles are translated by the queue.
      for (const id of articleIds) {
        await expect
          .poll(
            async () => (await api(page, 'GET', `/help-articles/${id}/translations`)).translations.length,
            {
              timeout: 60_000,
            },
          )
          .toBe(1);
      }
      await phone.goto(`/docs/${slug}`);
      await phone.getByRole('link', { name: 'Reset your password' }).click();
      // The languages are a fold-out in the header: plain links once opened, no script needed.
      const languages = phone.getByRole('navigation', { name: 'Languages' });
      await languages.locator('summary').click();
      await languages.getByRole('link', { name: 'Deutsch' }).click();
      await expect(phone).toHaveURL(new RegExp(`/docs/${slug}/de-DE/articles/`));
      await expect(phone.getByRole('heading', { level: 1, name: '[DE] Reset your password' })).toBeVisible();
      await expect(phone.locator('html')).toHaveAttribute('lang', 'de-DE');
      await expect(phone.getByRole('button', { name: 'Ja' })).toBeVisible();
      await expectNoSidewaysScroll(phone, 'help center article in German');
      await expectNoSeriousA11yViolations(phone, 'help center article in German (phone)');
      await saveScreenshot('hcsite-05-article-german', phone);
      const sprachen = phone.getByRole('navigation', { name: 'Sprachen' });
      await sprachen.locator('summary').click();
      await sprachen.getByRole('link', { name: 'English' }).click();
      await expect(phone.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    });
  } finally {
    await reader.close();
  }

  await test.step('an admin gives the help center its own domain, which then serves it at its root', async () => {
    await page.goto(`/helpcenters/${centerId}/settings?l=en`);
    await page.getByLabel('Custom domain').fill('https://help.readers.test/');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a domain such as help.example.com')).toBeVisible();
    await page.getByLabel('Custom domain').fill('Help.Readers.test');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // Until its DNS record is verified the domain serves nothing, and links stay on this server.
    const openLink = page.getByRole('link', { name: 'Open Help Center' });
    await expect(openLink).toHaveAttribute('href', new RegExp(`/docs/${slug}$`));
    await expect(page.getByText('_support-verification.help.readers.test')).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await saveScreenshot('hcsite-04-custom-domain', page);
    const atDomain = () => page.request.get('/', { headers: { host: 'help.readers.test' } });
    expect((await atDomain()).status()).toBe(404);
    // The operator marks it verified (as for a domain whose DNS this install cannot reach).
    const signIn = await page.request.post('/v1/auth/login', {
      data: { email: process.env.E2E_SUPER_ADMIN_EMAIL, password: process.env.E2E_SUPER_ADMIN_PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { token } = (await signIn.json()) as { token: string };
    const verified = await page.request.post(
      `/v1/admin/help-centers/${centerId}/domain-verification/verify`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(verified.ok(), await verified.text()).toBe(true);
    // What the reverse proxy passes on for that domain is then the help center at the root.
    await expect.poll(async () => (await atDomain()).status()).toBe(200);
    expect(await (await atDomain()).text()).toContain('How can we help?');
    await page.reload();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(openLink).toHaveAttribute('href', 'https://help.readers.test');
  });

  await test.step('at 1280 px in English and German, light and dark: cards, tree, "On this page", copy', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const wide = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
      const site = await wide.newPage();
      try {
        await site.goto(`/docs/${slug}`);
        const topics = site.getByRole('region', { name: 'Browse by topic' });
        await expect(topics.getByRole('heading', { level: 3, name: 'Accounts' })).toBeVisible();
        await expect(topics.getByText('2 articles', { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(site, `help center home (1280, ${scheme})`);
        await saveScreenshot(`hcsite-06-home-1280-${scheme}`, site);
        // The group page: its articles with their first lines; then a search from the header.
        await topics.getByRole('heading', { level: 3, name: 'Accounts' }).getByRole('link').click();
        await expect(site.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
        await expect(site.getByText('Open Team and press Invite.')).toBeVisible();
        await expectNoSeriousA11yViolations(site, `help center group (1280, ${scheme})`);
        await site.getByRole('searchbox', { name: 'Search the help center' }).fill('invite');
        await site.getByRole('searchbox', { name: 'Search the help center' }).press('Enter');
        await expect(site.getByRole('status')).toHaveText('1 article found');
        await expectNoSeriousA11yViolations(site, `help center search (1280, ${scheme})`);
        await site.goto(`/docs/${slug}`);
        await topics.getByRole('link', { name: 'Reset your password' }).click();
        // Beside the article: the help center's tree with it marked, and "On this page" on the right.
        const tree = site.getByRole('navigation', { name: 'Help center' });
        await expect(tree.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(tree.getByRole('link', { name: 'Invite your team' })).toBeVisible();
        const toc = site.getByRole('navigation', { name: 'On this page' });
        const [tocBox, textBox] = [await toc.boundingBox(), await site.locator('article.doc').boundingBox()];
        expect(tocBox!.x).toBeGreaterThan(textBox!.x + textBox!.width);
        await expect(site.getByRole('searchbox', { name: 'Search the help center' })).toBeVisible();
        await expectNoSeriousA11yViolations(site, `help center article (1280, ${scheme})`);
        await saveScreenshot(`hcsite-07-article-1280-${scheme}`, site);
        // Code is coloured on the server, and the script adds its copy button.
        await tree.getByRole('link', { name: 'Invite your team' }).click();
        await expect(site.locator('pre code .hljs-built_in, pre code .hljs-keyword').first()).toBeAttached();
        await expect(site.getByRole('button', { name: 'Copy' })).toBeAttached();
        await site.goto(`/docs/${slug}/de-DE`);
        await expect(site.getByRole('heading', { level: 1, name: 'Wie können wir helfen?' })).toBeVisible();
        await expect(site.getByRole('region', { name: 'Themen' })).toBeVisible();
        await expectNoSeriousA11yViolations(site, `help center home in German (1280, ${scheme})`);
        await saveScreenshot(`hcsite-08-home-german-1280-${scheme}`, site);
      } finally {
        await wide.close();
      }
    }
  });

  await test.step('home, search and article work with JavaScript off', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    try {
      await plain.goto(`/docs/${slug}`);
      await plain.getByRole('searchbox', { name: 'Search the help center' }).fill('invite');
      await plain.getByRole('button', { name: 'Search' }).click();
      await expect(plain.getByRole('status')).toHaveText('1 article found');
      await plain.getByRole('link', { name: 'Invite your team' }).click();
      await expect(plain.getByText('Open Team and press Invite.')).toBeVisible();
      // Coloured without script; the copy button exists only where the script runs.
      await expect(plain.locator('pre code span[class^="hljs-"]').first()).toBeAttached();
      await expect(plain.getByRole('button', { name: 'Copy' })).toHaveCount(0);
      await plain.getByRole('button', { name: 'No' }).click();
      await expect(plain.getByRole('status')).toHaveText('Thank you for your feedback!');
      await plain.getByRole('textbox', { name: 'What was missing? (optional)' }).fill('Who may invite');
      await plain.getByRole('button', { name: 'Send' }).click();
      await expect(plain.getByRole('status')).toHaveText('Thank you for your feedback!');
      await expect(plain.getByRole('textbox', { name: 'What was missing? (optional)' })).toHaveCount(0);
    } finally {
      await noScript.close();
    }
  });
});
