/**
 * Phone number confirmation (decision 0048): on a 375 px phone, by keyboard, the demo investor enters
 * a mobile number on the profile page, sees where the code went and the resend countdown running,
 * reads the code from the sandbox SMS, types a wrong code and then the right one, and sees the
 * confirmed number (also after a reload).
 */
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { lastSmsCode, readSms } from './support/sms';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PHONE = '+37061234123';

describe('phone number confirmation', () => {
  it('the demo investor confirms a phone number with the SMS code', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account/profile');
    await waitForHydration(page, '[data-testid="phone-send"]');
    const section = page.getByTestId('profile-phone');
    expect(await section.getByTestId('phone-status').textContent()).toBe(t('en', 'phone.not_confirmed'));

    // By keyboard: type the number, Enter sends it.
    await section.getByRole('textbox', { name: t('en', 'phone.field') }).focus();
    await page.keyboard.type('+370 612 34123');
    await page.keyboard.press('Enter');
    await poll(() => section.getByTestId('phone-sent-to').isVisible()).toBe(true);
    expect(await section.getByTestId('phone-sent-to').textContent()).toBe(t('en', 'phone.sent').replace('{{phone}}', '+370 6** **123'));

    // The countdown runs and the resend button waits for it.
    const timer = section.getByRole('timer');
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/^Resend in (1:00|0:5\d)$/);
    expect(await section.getByTestId('phone-resend').isDisabled()).toBe(true);
    await poll(async () => ((await timer.textContent()) ?? '') < first).toBe(true);

    // The sandbox kept the SMS.
    const messages = await readSms(suite, PHONE);
    expect(messages).toHaveLength(1);
    const code = await lastSmsCode(suite, PHONE);
    expect(messages[0]!.text).toContain(code);

    // A wrong code first: the six boxes submit themselves when full.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await section.getByRole('textbox', { name: /^Digit 1/ }).focus();
    await page.keyboard.type(wrong);
    await poll(() => section.getByText(t('en', 'phone.error.CONFIRMATION_CODE_INVALID')).isVisible()).toBe(true);

    await section.getByRole('textbox', { name: /^Digit 1/ }).focus();
    await page.keyboard.type(code);
    await poll(() => section.getByTestId('phone-done').isVisible()).toBe(true);
    expect(await section.getByTestId('phone-confirmed').textContent()).toBe('+370 612 34123');
    expect(await section.getByTestId('phone-status').textContent()).toBe(t('en', 'phone.confirmed'));
    expect(await section.getByRole('button', { name: t('en', 'phone.change') }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await page.reload();
    await waitForHydration(page, '[data-testid="phone-change"]');
    expect(await page.getByTestId('phone-confirmed').textContent()).toBe('+370 612 34123');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
