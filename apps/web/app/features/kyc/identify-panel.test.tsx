import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { IdentifyPanel } from './identify-panel';

const en = TRANSLATIONS.en;

describe('IdentifyPanel', () => {
  it('offers the check when nothing is verified yet and posts it', async () => {
    const action = vi.fn(() => null);
    renderPage(<IdentifyPanel status="none" reason={null} documentsHref="/account/documents" />, { action });
    expect(screen.getByTestId('identify-status')).toHaveAttribute('data-status', 'none');
    expect(screen.getByText(en['kyc.status.none.text'])).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en['kyc.action.verify'] }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('identify-documents')).toBeNull();
  });

  it('shows the reason of a decline and offers another try', () => {
    renderPage(<IdentifyPanel status="declined" reason="Photo <b>blurred</b>" documentsHref="/account/documents" />);
    expect(screen.getByTestId('identify-reason')).toHaveTextContent('Reason: Photo <b>blurred</b>');
    expect(screen.getByRole('button', { name: en['kyc.action.verify_again'] })).toBeInTheDocument();
  });

  it('leads on to the documents once approved, without a button to start again', () => {
    renderPage(<IdentifyPanel status="approved" reason={null} documentsHref="/account/documents" />);
    expect(screen.getByText(en['kyc.status.approved'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['kyc.action.documents'] })).toHaveAttribute('href', '/account/documents');
    expect(screen.queryByTestId('identify-start')).toBeNull();
  });

  it('waits during a manual review, in the page locale', () => {
    renderPage(<IdentifyPanel status="review" reason={null} documentsHref="/lt/paskyra/dokumentai" />, { locale: 'lt' });
    expect(screen.getByText(TRANSLATIONS.lt['kyc.status.review.text'])).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows why a check could not start', () => {
    renderPage(<IdentifyPanel status="pending" reason={null} documentsHref="/x" failure={{ code: 'INTERNAL' }} />);
    expect(screen.getByTestId('form-error')).toHaveTextContent(en['kyc.error.start_failed']);
  });
});
