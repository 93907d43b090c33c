/**
 * Documents journey: a fresh user uploads a PNG proof of address on /account/documents (progress,
 * then success, then listed); a text file named .png is refused with the server's message; the
 * operator declines the document with a reason on /admin/documents and the user then sees the
 * declined-documents alert and the reason.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';
import { logIn, logOut } from './support/session';

const suite = useSuite();

const OPERATOR = 'operator@demo.invest';
const FRESH = 'new@demo.invest';
const REASON = 'The address on the bill is not readable';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64 * 1024, 7)]);

describe('documents', () => {
  it('uploads a proof of address, refuses a fake PNG, and shows the operator decline to the user', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, FRESH);
    await page.goto('/account/documents');
    expect(new URL(page.url()).pathname).toBe('/account/documents');
    const zone = page.getByTestId('dropzone-proof_of_address');
    await waitForHydration(page, '[data-testid="dropzone-proof_of_address"] input[type="file"]');
    await poll(() => page.getByTestId('files-empty').count()).toBe(1);

    // A real PNG: uploading with progress, then success and complete; the list shows it.
    await zone.locator('input[type="file"]').setInputFiles({ name: 'utility-bill.png', mimeType: 'image/png', buffer: PNG });
    const item = zone.getByTestId('upload-item').first();
    await poll(() => item.getAttribute('data-state')).toBe('complete');
    expect(await item.getAttribute('data-progress')).toBe('100');
    await poll(() => page.getByTestId('user-file-row').count()).toBe(1);
    expect(await page.getByTestId('user-file-row').first().textContent()).toContain('utility-bill.png');
    expect(await page.getByTestId('file-status').first().getAttribute('data-status')).toBe('uploaded');

    // Text renamed .png: the server refuses it by its real type and its message is shown.
    const other = page.getByTestId('dropzone-identity_document-front');
    await other.locator('input[type="file"]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
    const failed = other.getByTestId('upload-item').first();
    await poll(() => failed.getAttribute('data-state')).toBe('error');
    expect(await failed.getByTestId('upload-error').textContent()).toBe(t('en', 'files.error.type'));
    expect(await page.getByTestId('user-file-row').count()).toBe(1);
    expect(problemsExcept(problems, [{ path: '/api/set/upload-user-file', status: 415 }])).toEqual([]);
    await logOut(page);

    // The operator declines it with a reason.
    await logIn(page, OPERATOR);
    await page.goto('/admin/documents');
    expect(new URL(page.url()).pathname).toBe('/admin/documents');
    const row = page.getByTestId('admin-document-row').filter({ hasText: FRESH }).filter({ hasText: 'utility-bill.png' });
    await poll(() => row.count()).toBe(1);
    await waitForHydration(page, '[data-testid="admin-document-row"] button');
    await row.getByLabel(t('en', 'files.admin.reason_label')).fill(REASON);
    await row.getByRole('button', { name: t('en', 'files.admin.decline') }).click();
    await poll(() => page.getByTestId('review-result').textContent()).toBe(t('en', 'files.admin.done'));
    await poll(() => row.getByTestId('file-status').getAttribute('data-status')).toBe('declined');
    await logOut(page);

    // The user sees the declined-documents alert and the reason.
    await logIn(page, FRESH);
    await page.goto('/account/documents');
    await page.getByTestId('declined-documents-alert').waitFor({ state: 'visible' });
    expect(await page.getByTestId('decline-reason').first().textContent()).toBe(t('en', 'files.page.decline_reason').replace('{{reason}}', REASON));
    expect(problemsExcept(problems, [{ path: '/api/set/upload-user-file', status: 415 }])).toEqual([]);
    await close();
  });
});
