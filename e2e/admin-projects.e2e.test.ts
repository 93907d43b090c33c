/**
 * Back-office project editor journey: the operator creates a DRAFT project on /admin/projects/new,
 * writes its texts (English and Lithuanian), uploads a photo with progress, opens it for investment
 * through the status actions (GATHERING), and a guest then finds it in the public project list and
 * sees the uploaded photo on its project page.
 */
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';
import { logIn } from './support/session';

const suite = useSuite();

const SLUG = 'e2e-editor-flats';
const TITLE = 'E2E editor flats in Kaunas';

function png(width: number, height: number): Buffer {
  // A real PNG (the server sniffs it and reads its size): IHDR, one IDAT, IEND.
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 90)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('back-office project editor', () => {
  it('creates a project with texts and a photo, opens it for investment, and the public list shows it', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, 'operator@demo.invest');
    await page.goto('/admin/projects');
    await waitForHydration(page, '[data-testid="admin-projects-new"]');
    await poll(() => page.getByTestId('admin-projects-table').count()).toBe(1);
    await page.getByTestId('admin-projects-new').click();
    await page.waitForURL((url) => url.pathname === '/admin/projects/new');
    await waitForHydration(page, '[data-testid="facts-save"]');

    // Facts: a typo first (the server's field error shows), then the fix.
    await page.locator('input[name="number"]').fill('7777');
    await page.locator('input[name="slug"]').fill('Not a slug');
    await page.locator('input[name="ownerName"]').fill('UAB Kauno butai');
    await page.locator('input[name="interestRate"]').fill('10,5');
    await page.locator('input[name="termMonths"]').fill('12');
    await page.locator('input[name="targetAmount"]').fill('20 000');
    await page.locator('input[name="minInvestment"]').fill('50');
    await page.locator('input[name="fundingDeadline"]').fill('2031-06-01T12:00');
    await page.getByTestId('facts-save').click();
    await poll(() => page.getByText(t('en', 'adminProjects.error.slug')).count()).toBe(1);
    await page.locator('input[name="slug"]').fill(SLUG);
    await page.getByTestId('facts-save').click();
    await page.waitForURL((url) => /^\/admin\/projects\/\d+$/.test(url.pathname));
    const projectUrl = new URL(page.url()).pathname;
    await waitForHydration(page, '[data-testid="facts-save"]');
    expect(await page.getByTestId('editor-status').textContent()).toBe(t('en', 'adminProjects.status.DRAFT'));
    expect(await page.locator('input[name="interestRate"]').inputValue()).toBe('10.50');
    expect(await page.locator('input[name="targetAmount"]').inputValue()).toBe('20000.00');

    // Texts in two locales.
    await page.getByRole('tab', { name: t('en', 'adminProjects.tab.texts') }).click();
    await page.locator('input[name="texts.en.title"]').fill(TITLE);
    await page.locator('textarea[name="texts.en.shortDescription"]').fill('Twelve renovated flats near the old town.');
    await page.getByRole('tab', { name: 'LT' }).click();
    await page.locator('input[name="texts.lt.title"]').fill('E2E butai Kaune');
    await page.getByTestId('texts-save').click();
    await poll(() => page.getByTestId('editor-saved').count()).toBe(1);

    // A photo: a text file named .jpg is refused, a real PNG is taken.
    await page.getByRole('tab', { name: t('en', 'adminProjects.tab.photos') }).click();
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await page.getByTestId('photo-upload').click();
    await poll(() => page.getByText(t('en', 'adminProjects.error.photo_type')).count()).toBe(1);
    await fileInput.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(64, 48) });
    await page.getByTestId('photo-upload').click();
    await poll(() => page.locator('[data-testid^="photo-"] img').count()).toBe(1);
    const photoSrc = await page.locator('[data-testid^="photo-"] img').first().getAttribute('src');
    expect(photoSrc).toMatch(/^\/api\/get\/project-photo\/[a-f0-9]{32}\.png$/);

    // Open it for investment through the lifecycle slice's status actions.
    await page.getByRole('tab', { name: t('en', 'adminProjects.tab.status') }).click();
    const gathering = t('en', 'lifecycle.status.move_to').replace('{{status}}', t('en', 'lifecycle.status.GATHERING'));
    await page.getByRole('button', { name: gathering }).click();
    await page.getByTestId('confirm-status').click();
    await poll(() => page.getByTestId('editor-status').textContent()).toBe(t('en', 'adminProjects.status.GATHERING'));
    // Its financial terms are locked now.
    await page.getByRole('tab', { name: t('en', 'adminProjects.tab.facts') }).click();
    await poll(() => page.getByTestId('terms-locked').count()).toBe(1);
    expect(problemsExcept(problems, [{ path: '/api/admin/projects/' + projectUrl.split('/').pop() + '/photos', status: 415 }])).toEqual([]);
    await close();

    // A guest finds it in the public list and sees the photo on its page.
    const guest = await suite.open({ viewport: MOBILE });
    await guest.page.goto('/projects');
    await poll(() => guest.page.getByText(TITLE).count()).toBeGreaterThan(0);
    await guest.page.goto(`/project/${SLUG}`);
    await poll(() => guest.page.locator(`img[src="${photoSrc}"]`).count()).toBeGreaterThan(0);
    const photo = await suite.fetch(photoSrc!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(problemsExcept(guest.problems)).toEqual([]);
    await guest.close();
  });
});
