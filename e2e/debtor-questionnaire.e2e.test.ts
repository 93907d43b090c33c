/**
 * The extended debtor flow in the browser: the demo debtor opens /questionnaire, sees the debtor
 * questionnaire (not the investor one), answers it and lands on the projects; the page is then closed.
 */
import { describe, expect, it } from 'vitest';
import { waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

describe('debtor extended questionnaire', () => {
  it('the demo debtor answers the debtor questionnaire', async () => {
    const { page, close } = await suite.open();
    await logIn(page, 'debtor@demo.invest');
    await page.goto('/questionnaire');
    await waitForHydration(page, 'form');
    expect(await page.locator('h1').textContent()).toBe(t('en', 'questionnaire.debtor.title'));
    expect(await page.getByTestId('questionnaire-results').count()).toBe(0);
    expect(await page.locator('input[name="experience_years"]').count()).toBe(0);

    await page.getByTestId('questionnaire-submit').click();
    await poll(() => page.getByTestId('questionnaire-error').count()).toBe(1);

    await page.locator('input[name="debtor_purpose"][value="investment"]').check();
    await page.locator('input[name="debtor_existing_loans"][value="some"]').check();
    await page.locator('input[name="debtor_annual_revenue"]').fill('250000');
    await page.getByTestId('questionnaire-submit').click();
    await page.waitForURL((url) => url.pathname === '/projects/1');

    await page.goto('/questionnaire');
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await close();
  });
});
