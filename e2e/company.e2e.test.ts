/**
 * Company journey: a company account registered through the API from the page fills its company
 * data on /account/company, adds a director and a UBO, sees them listed and the company identity
 * step move from persons to documents, uploads an identity document for EACH person (linked to
 * the person), an operator approves both on /admin/documents and the company step reaches
 * completed; the sidebar lists the company page for the company only; a private account is sent
 * to its profile. 375 px wide, no horizontal overflow.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn, logOut } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PASSWORD = 'Correct-horse-42';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8 * 1024, 7)]);

describe('company users', () => {
  it('fills company data, adds a director and a UBO, uploads a document per person; once an operator approves them the company step completes', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await page.goto('/');
    await waitForHydration(page);
    const email = `firm-${Date.now()}@firm.example`;
    const status = await page.evaluate(
      async ({ email, password }) => {
        const response = await fetch('/api/security/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            password,
            type: 'company',
            locale: 'en',
            company: {
              name: 'Saulės Parkas UAB',
              registrationNumber: '305999111',
              isRepresentative: true,
              isDirector: true,
              isSubsidiary: false,
              isUbo: false,
            },
          }),
        });
        return response.status;
      },
      { email, password: PASSWORD },
    );
    expect(status).toBe(201);

    await page.goto('/account/company');
    expect(new URL(page.url()).pathname).toBe('/account/company');
    await waitForHydration(page, '[data-testid="company-person-form"] button[type="submit"]');
    expect(await page.getByTestId('company-step').getAttribute('data-step')).toBe('persons');
    expect(await page.getByTestId('company-persons-empty').count()).toBe(1);

    // Company data.
    const details = page.getByTestId('company-details-form');
    await details.getByLabel(t('en', 'company.data.industry')).selectOption('energy');
    await details.getByLabel(t('en', 'company.data.sub_industry')).fill('Solar parks');
    await details.getByLabel(t('en', 'company.data.country')).selectOption({ index: 1 });
    await details.getByLabel(t('en', 'company.data.licensed')).check();
    await details.getByRole('button', { name: t('en', 'company.data.save') }).click();
    await poll(() => page.getByTestId('company-details-result').textContent()).toBe(t('en', 'company.data.saved'));

    // A director.
    const form = page.getByTestId('company-person-form');
    await form.getByLabel(t('en', 'company.person.first_name')).fill('Ona');
    await form.getByLabel(t('en', 'company.person.last_name')).fill('Jonaitė');
    await form.getByLabel(t('en', 'company.person.birth_date')).fill('1980-05-04');
    await form.getByLabel(t('en', 'company.person.nationality')).fill('LT');
    await form.getByLabel(t('en', 'company.role.director')).check();
    await form.getByRole('button', { name: t('en', 'company.persons.add') }).click();
    await poll(() => page.getByTestId('company-person-row').count()).toBe(1);
    expect(await page.getByTestId('company-step').getAttribute('data-step')).toBe('persons');

    // A UBO, with the keyboard for the ownership share.
    const again = page.getByTestId('company-person-form');
    await again.getByLabel(t('en', 'company.person.first_name')).fill('Petras');
    await again.getByLabel(t('en', 'company.person.last_name')).fill('Petraitis');
    await again.getByLabel(t('en', 'company.person.birth_date')).fill('1975-11-20');
    await again.getByLabel(t('en', 'company.person.nationality')).fill('lt');
    await again.getByLabel(t('en', 'company.role.ubo')).focus();
    await page.keyboard.press('Space');
    await again.getByLabel(t('en', 'company.person.ownership')).fill('60');
    await again.getByLabel(t('en', 'company.person.ownership')).press('Enter');
    await poll(() => page.getByTestId('company-person-row').count()).toBe(2);

    const names = await page.getByTestId('company-person-name').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(['Ona Jonaitė', 'Petras Petraitis']);
    expect(await page.getByTestId('company-person-role-ubo').count()).toBe(1);
    await poll(() => page.getByTestId('company-step').getAttribute('data-step')).toBe('documents');
    expect(await page.getByTestId('company-ubo-count').textContent()).toBe(t('en', 'company.persons.ubo_count').replace('{{count}}', '1'));

    // The user details carry the company data.
    const company = await page.evaluate(async () => (await (await fetch('/api/user/details')).json()).company);
    expect(company).toMatchObject({
      businessActivityIndustry: 'energy',
      businessActivitySubIndustry: 'Solar parks',
      governmentalLicenseIsLicensed: true,
      uboCount: 1,
      identityStep: 'documents',
    });

    // An identity document for each person, each in that person's own dropzone.
    const documents = page.getByTestId('company-person-document');
    expect(await documents.count()).toBe(2);
    const personIds = await documents.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-person-id'))));
    for (const [i, id] of personIds.entries()) {
      const row = page.locator(`[data-testid="company-person-document"][data-person-id="${id}"]`);
      expect(await row.getAttribute('data-status')).toBe('none');
      await row.locator('input[type="file"]').setInputFiles({ name: `passport-${i}.png`, mimeType: 'image/png', buffer: PNG });
      await poll(() => row.getAttribute('data-status')).toBe('uploaded');
    }
    await poll(() => page.getByTestId('company-step').getAttribute('data-step')).toBe('review');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Each upload is linked to its own person: two files, two distinct persons.
    const files = await page.evaluate(async () => (await (await fetch('/api/get/user-files')).json()).files as { name: string; fileType: string }[]);
    expect(
      files
        .filter((f) => f.fileType === 'identity_document')
        .map((f) => f.name)
        .sort(),
    ).toEqual(['passport-0.png', 'passport-1.png']);
    expect(problemsExcept(problems)).toEqual([]);
    await logOut(page);

    // The operator approves both.
    await logIn(page, 'operator@demo.invest');
    await page.goto('/admin/documents');
    await waitForHydration(page, '[data-testid="admin-document-row"] button');
    for (const name of ['passport-0.png', 'passport-1.png']) {
      const row = page.getByTestId('admin-document-row').filter({ hasText: email }).filter({ hasText: name });
      await poll(() => row.count()).toBe(1);
      await row.getByRole('button', { name: t('en', 'files.admin.approve') }).click();
      await poll(() => row.getByTestId('file-status').getAttribute('data-status')).toBe('approved');
    }
    await logOut(page);

    // Back as the company: every person's document approved, the company step completed.
    await logIn(page, email, PASSWORD);
    await page.goto('/account/company');
    await waitForHydration(page, '[data-testid="company-person-form"] button[type="submit"]');
    expect(await page.getByTestId('company-step').getAttribute('data-step')).toBe('completed');
    expect(await page.getByTestId('company-person-document').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')))).toEqual([
      'approved',
      'approved',
    ]);
    const after = await page.evaluate(async () => (await (await fetch('/api/user/details')).json()).company);
    expect(after.identityStep).toBe('completed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // At 1440 px the sidebar links the company page for this company account.
    await page.setViewportSize(DESKTOP);
    await page.goto('/account/profile');
    await page.locator('nav a[href="/account/profile"]').first().waitFor({ state: 'visible' });
    await page.locator('nav a[href="/account/company"]').first().click();
    await page.waitForURL((url) => url.pathname === '/account/company');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('sends a private account to its profile', async () => {
    const { page, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account/company');
    expect(new URL(page.url()).pathname).toBe('/account/profile');
    // No company entry in its sidebar (shown at 1440 px).
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.locator('nav a[href="/account/profile"]').first().waitFor({ state: 'visible' });
    expect(await page.locator('nav a[href="/account/company"]').count()).toBe(0);
    await close();
  });
});
