/** Journey i: the notification cookie is shown once and cleared; utm_source is remembered in cookies. */
import { NOTIFICATION_COOKIE, UTM_PATH_COOKIE, UTM_SOURCE_COOKIE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { useSuite } from './support/suite';

const suite = useSuite();

describe('notification cookie', () => {
  it('shows the amount in bold before the message, then clears the cookie', async () => {
    const { page, context, problems, close } = await suite.open();
    const value = JSON.stringify({ message: 'Deposit received', status: 'SUCCESS', amount: '25.00' });
    await context.addCookies([{ name: NOTIFICATION_COOKIE, value: encodeURIComponent(value), url: suite.baseUrl }]);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const cleared = (await response?.headersArray())?.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value) ?? [];
    expect(cleared.some((c) => c.startsWith(`${NOTIFICATION_COOKIE}=;`) && /Max-Age=0/i.test(c))).toBe(true);

    const notification = page.getByTestId('cookie-notification');
    await notification.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await notification.getAttribute('data-type')).toBe('success');
    expect((await notification.textContent())?.replace(/\s+/g, ' ').trim()).toBe('€25.00 Deposit received');
    const bold = notification.locator('strong');
    expect(await bold.count()).toBe(1);
    expect((await bold.textContent())?.trim()).toBe('€25.00');
    expect(await notification.locator('strong', { hasText: 'Deposit received' }).count()).toBe(0);

    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain(NOTIFICATION_COOKIE);

    // Shown once: the next page load has nothing to show.
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('cookie-notification').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('ignores a notification cookie that is not valid JSON (no error, nothing shown)', async () => {
    const { page, context, problems, close } = await suite.open();
    await context.addCookies([{ name: NOTIFICATION_COOKIE, value: 'not-json', url: suite.baseUrl }]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('cookie-notification').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('utm cookies', () => {
  it('stores utm_source and the landing path', async () => {
    const { page, context, problems, close } = await suite.open();
    const response = await page.goto('/projects/1?utm_source=newsletter');
    expect(response?.status()).toBe(200);
    const cookies = await context.cookies();
    const source = cookies.find((c) => c.name === UTM_SOURCE_COOKIE);
    const landing = cookies.find((c) => c.name === UTM_PATH_COOKIE);
    expect(source?.value).toBe('newsletter');
    expect(landing && decodeURIComponent(landing.value)).toContain('/projects/1?utm_source=newsletter');
    expect(source?.httpOnly).toBe(true);

    // Without utm_source nothing changes.
    await page.goto('/projects/2');
    const after = await context.cookies();
    expect(after.find((c) => c.name === UTM_PATH_COOKIE)?.value).toBe(landing?.value);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
