import type { AdminProject, AdminProjectOptions, AdminProjectsPage } from '@platform/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AdminProjectsPage as ListPage } from './admin-projects-page';
import type { EditorActionResult } from './editor-forms';
import { ProjectEditorPage } from './project-editor-page';

const LIST: AdminProjectsPage = {
  projects: [
    {
      id: 7,
      number: 1007,
      slug: 'solar-park',
      title: 'Solar park',
      status: 'GATHERING',
      targetAmount: '100000.00',
      fundedAmount: '25000.00',
      fundedPercent: 25,
      fundingDeadline: '2026-06-01T00:00:00.000Z',
    },
  ],
  total: 60,
  page: 1,
  pageSize: 25,
};

const OPTIONS: AdminProjectOptions = {
  investmentTypes: [{ id: 1, title: 'Real estate' }],
  riskGroups: [{ id: 1, title: 'A' }],
  countries: [{ id: 1, code: 'LT', title: 'Lithuania' }],
  debtors: [{ id: 4, email: 'debtor@demo.invest', name: 'Debtor' }],
};

const PROJECT: AdminProject = {
  id: 7,
  number: 1007,
  slug: 'solar-park',
  status: 'GATHERING',
  investmentTypeId: 1,
  riskGroupId: 1,
  countryId: 1,
  ownerUserId: 4,
  ownerName: 'UAB Solar',
  interestRate: '11.50',
  lateInterestRate: '2.00',
  termMonths: 12,
  repaymentMethod: 'ANNUITY',
  targetAmount: '100000.00',
  minInvestment: '50.00',
  maxInvestment: null,
  fundingDeadline: '2026-06-01T00:00:00.000Z',
  unfundedPolicy: 'cancel',
  ltv: null,
  collateral: null,
  propertyClass: null,
  defaultAfterDays: 90,
  fundedAmount: '25000.00',
  termsLocked: true,
  texts: { en: { title: 'Solar park', shortDescription: '', longDescription: '', risks: '', metaTitle: '', metaDescription: '' } },
  photos: [
    { id: 11, position: 0, url: '/p/a.png', thumbnailUrl: '/p/a.png', width: 4, height: 3, alt: { en: 'Front' } },
    { id: 12, position: 1, url: '/p/b.png', thumbnailUrl: '/p/b.png', width: 4, height: 3, alt: {} },
  ],
  documents: [],
  visibleUserIds: [3, 5],
};

describe('AdminProjectsPage', () => {
  it('lists projects with status, funding bar, link to the editor, filters and pages', () => {
    renderPage(<ListPage locale="en" search="solar" status="GATHERING" page={1} list={LIST} />);
    const row = screen.getByTestId('admin-project-row-7');
    expect(within(row).getByRole('link', { name: 'Solar park' })).toHaveAttribute('href', '/admin/projects/7');
    expect(row).toHaveTextContent('Gathering');
    expect(row).toHaveTextContent('€25,000.00 / €100,000.00 (25%)');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByLabelText('Search by number or title')).toHaveValue('solar');
    expect(screen.getByLabelText('Status')).toHaveValue('GATHERING');
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/admin/projects/new');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('shows the empty and failed states', () => {
    const { unmount } = renderPage(<ListPage locale="en" search="" status="" page={1} list={{ ...LIST, projects: [], total: 0 }} />);
    expect(screen.getByTestId('admin-projects-empty')).toHaveTextContent('No projects match.');
    unmount();
    renderPage(<ListPage locale="en" search="" status="" page={1} list={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The projects could not be loaded.');
  });
});

describe('ProjectEditorPage', () => {
  it('creates a project through the action and shows field errors it answers with', async () => {
    const seen: Record<string, string>[] = [];
    const action = vi.fn(async ({ request }: { request: Request }) => {
      seen.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
      return {
        intent: 'create',
        target: null,
        ok: false,
        code: 'CONFLICT',
        fieldErrors: { slug: ['adminProjects.error.slug_taken'] },
        at: 1,
      } satisfies EditorActionResult;
    });
    renderPage(<ProjectEditorPage locale="en" project={null} options={OPTIONS} updates={[]} comments={[]} />, { action });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New project');
    fireEvent.change(screen.getByLabelText(/Project number/), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText(/Address \(slug\)/), { target: { value: 'solar-park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Another project already uses this address.')).toBeInTheDocument();
    expect(screen.getByTestId('editor-error')).toHaveTextContent('The address or number is already used by another project.');
    expect(seen[0]).toMatchObject({ intent: 'create', number: '42', slug: 'solar-park', countryId: '1', ownerUserId: '' });
  });

  it('shows tabs, locks the financial terms of an open project and asks before removing a photo', async () => {
    const seen: Record<string, string>[] = [];
    const action = async ({ request }: { request: Request }) => {
      seen.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
      return { intent: 'photo-delete', target: 11, ok: true, code: null, fieldErrors: {}, at: 2 } satisfies EditorActionResult;
    };
    renderPage(<ProjectEditorPage locale="en" project={PROJECT} options={OPTIONS} updates={[]} comments={[]} />, { action });
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Gathering');
    expect(screen.getByTestId('terms-locked')).toBeInTheDocument();
    expect(screen.getByLabelText(/Interest rate/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Borrower name/)).not.toHaveAttribute('readonly');
    for (const tab of ['Facts', 'Texts', 'Photos', 'Documents', 'Visibility', 'Updates', 'Debtor updates', 'Comments', 'Status', 'Repayments']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    const first = await screen.findByTestId('photo-11');
    expect(within(first).getByRole('button', { name: 'Move photo earlier' })).toBeDisabled();
    fireEvent.click(within(first).getByRole('button', { name: 'Remove photo' }));
    expect(seen).toHaveLength(0);
    fireEvent.click(within(first).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ intent: 'photo-delete', target: '11' });

    fireEvent.click(screen.getByRole('tab', { name: 'Visibility' }));
    expect(await screen.findByLabelText('User ids (comma separated)')).toHaveValue('3, 5');
  });
});
