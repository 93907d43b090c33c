import { Badge } from '../../components/ui/badge';
import { buildPath, formatPercent, type Locale, type ProjectSummary } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { money } from '../wallet/money-text';
import { FundingProgress } from './funding-progress';
import { StatusBadge } from './status-badge';

/**
 * What a card shows of a project: loaders send only this to the page (no descriptions, deadlines,
 * full-size photos), its amounts and rate already formatted in the page's locale. A browser's first
 * Intl.NumberFormat costs 15–30 ms (Chromium loads its number data then), and on the landing page and
 * the list the cards were the only thing formatting numbers: hydration paid it in one blocking task
 * (issue 11, Lighthouse TBT). Formatted on the server, the numbers read the same.
 */
export interface CardProject {
  id: number;
  number: number;
  slug: string;
  title: string;
  status: ProjectSummary['status'];
  investmentType: { title: string; isGreen: boolean };
  riskGroup: { title: string };
  country: { title: string };
  termMonths: number;
  fundedPercent: number;
  display: { interestRate: string; minInvestment: string; funded: string; target: string };
  thumbnail: { thumbnailUrl: string; alt: string } | null;
}

export function toCardProject(p: ProjectSummary, locale: Locale): CardProject {
  return {
    id: p.id,
    number: p.number,
    slug: p.slug,
    title: p.title,
    status: p.status,
    investmentType: { title: p.investmentType.title, isGreen: p.investmentType.isGreen },
    riskGroup: { title: p.riskGroup.title },
    country: { title: p.country.title },
    termMonths: p.termMonths,
    fundedPercent: p.fundedPercent,
    display: {
      interestRate: formatPercent(p.interestRate, locale),
      minInvestment: money(p.minInvestment, locale),
      funded: money(p.fundedAmount, locale),
      target: money(p.targetAmount, locale),
    },
    thumbnail: p.thumbnail ? { thumbnailUrl: p.thumbnail.thumbnailUrl, alt: p.thumbnail.alt } : null,
  };
}

export function ProjectCard({
  project,
  locale,
  eager = false,
  headingLevel = 'h3',
}: {
  project: CardProject;
  locale: Locale;
  eager?: boolean;
  /** The card title's level under the page's headings (h2 on a list right under the h1). */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const href = buildPath('projects-slug', locale, { slug: project.slug });
  // Plain elements and classes (styles/app.css), not Mantine layout components: a list page holds up
  // to a dozen cards, and each component's inline CSS variables cost ~1 KB of HTML per card.
  const Title = headingLevel;
  return (
    <article className="project-card" data-testid="project-card">
      <div className="project-card__media">
        {project.thumbnail ? (
          <img
            src={project.thumbnail.thumbnailUrl}
            alt={project.thumbnail.alt}
            width={480}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        <div className="project-card__badges">
          <StatusBadge status={project.status} />
          {project.investmentType.isGreen && (
            <Badge color="#237032" variant="filled" radius="sm">
              {t('project.green')}
            </Badge>
          )}
        </div>
      </div>
      <div className="project-card__body">
        <p className="text-meta">
          #{project.number} · {project.country.title} · {project.investmentType.title}
        </p>
        <Title className="project-card__title">
          <Link to={href} className="project-card__link">
            {project.title}
          </Link>
        </Title>
        <div className="project-card__facts">
          <Fact label={t('project.fact.interest')} value={project.display.interestRate} />
          <Fact label={t('project.fact.term')} value={t('project.term_months', { count: project.termMonths })} />
          <Fact label={t('project.fact.risk')} value={project.riskGroup.title} />
        </div>
        <FundingProgress funded={project.display.funded} target={project.display.target} fundedPercent={project.fundedPercent} size="sm" />
        <p className="text-meta">
          {t('project.fact.min_investment')}: {project.display.minInvestment}
        </p>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-meta">{label}</p>
      <p className="project-card__fact">{value}</p>
    </div>
  );
}
