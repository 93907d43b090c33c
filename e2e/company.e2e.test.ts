/**
 * Company journey: a company account registered through the API from the page fills its company
 * data on /account/company, adds a director and a UBO, sees them listed and the company identity
 * step move from persons to documents; a private account is sent to its profile. 375 px wide,
 * no horizontal overflow.
 */
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PASSWORD = 'Correct-horse-42';

describe('company users', () => {
  it('fills company data and adds a director and a UBO on /account/company', async () => {
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
            company: { name: 'Saulės Parkas UAB', registrationNumber: '305999111', isRepresentative: true, isDirector: true, isSubsidiary: false, isUbo: false },
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
    expect(company).toMatchObject({ businessActivityIndustry: 'energy', businessActivitySubIndustry: 'Solar parks', governmentalLicenseIsLicensed: true, uboCount: 1, identityStep: 'documents' });

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('sends a private account to its profile', async () => {
    const { page, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account/company');
    expect(new URL(page.url()).pathname).toBe('/account/profile');
    await close();
  });
});
