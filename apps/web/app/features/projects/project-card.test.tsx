import type { ProjectSummary } from '@platform/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { ProjectCard, toCardProject } from './project-card';

const SUMMARY: ProjectSummary = {
  id: 7,
  number: 1042,
  slug: 'solar-park-utena',
  title: 'Solar park in Utena',
  shortDescription: 'A 1 MW solar park.',
  status: 'GATHERING',
  investmentType: { id: 3, code: 'green', title: 'Green loan', isGreen: true },
  riskGroup: { id: 2, title: 'A' },
  country: { id: 1, code: 'LT', title: 'Lithuania' },
  interestRate: '10.50',
  termMonths: 24,
  targetAmount: '150000.00',
  fundedAmount: '60000.25',
  fundedPercent: 40,
  minInvestment: '50.00',
  fundingDeadline: '2026-12-01T10:00:00.000Z',
  thumbnail: null,
};

describe('project cards (issue 11: numbers formatted by the loader, none by the browser)', () => {
  it('formats rate and amounts in the page’s locale on the server side of the card', () => {
    // Intl's own separators: a no-break space (U+00A0) or narrow no-break space (U+202F) between groups and before % / €.
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const en = toCardProject(SUMMARY, 'en').display;
    expect(en).toEqual({ interestRate: '10.50%', minInvestment: '€50.00', funded: '€60,000.25', target: '€150,000.00' });
    const lt = toCardProject(SUMMARY, 'lt').display;
    expect(Object.fromEntries(Object.entries(lt).map(([k, v]) => [k, spaces(v)]))).toEqual({
      interestRate: '10,50 %',
      minInvestment: '50,00 €',
      funded: '60 000,25 €',
      target: '150 000,00 €',
    });
  });

  it('shows the formatted values it was given', () => {
    const card = toCardProject(SUMMARY, 'en');
    renderPage(<ProjectCard project={{ ...card, display: { ...card.display, interestRate: 'RATE', funded: 'FUNDED', target: 'TARGET' } }} locale="en" />);
    const article = screen.getByTestId('project-card');
    expect(within(article).getByText('RATE')).toBeInTheDocument();
    expect(article.textContent).toContain('FUNDED');
    expect(article.textContent).toContain('TARGET');
    expect(article.textContent).toContain('€50.00');
  });
});
