import { Text } from '../../components/ui/typography';
import { formatDate, formatMoney, formatPercent, fromWire, type ProjectData } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';

/** The project's key facts as a description list. */
export function ProjectFacts({ project, iso }: { project: ProjectData; iso: string }) {
  const { t } = useTranslation();
  const money = (wire: string) => formatMoney(fromWire(wire), iso);
  const facts: [string, string][] = [
    [t('project.fact.interest'), formatPercent(project.interestRate, iso)],
    [t('project.fact.term'), t('project.term_months', { count: project.termMonths })],
    [t('project.fact.risk'), project.riskGroup.title],
    [t('project.fact.loan_type'), project.investmentType.title],
    [t('project.fact.country'), project.country.title],
    [t('project.fact.repayment'), t(`project.repayment.${project.repaymentMethod}`)],
    [t('project.fact.min_investment'), money(project.minInvestment)],
    [t('project.fact.target'), money(project.targetAmount)],
  ];
  if (project.maxInvestment) facts.push([t('projectPage.fact.max_investment'), money(project.maxInvestment)]);
  if (project.ltv) facts.push([t('project.fact.ltv'), formatPercent(project.ltv, iso)]);
  if (project.collateral) facts.push([t('projectPage.fact.collateral'), project.collateral]);
  if (project.propertyClass) facts.push([t('projectPage.fact.property_class'), project.propertyClass]);
  if (project.fundingDeadline) {
    facts.push([t('project.fact.deadline'), formatDate(project.fundingDeadline, iso)]);
  }
  return (
    // Two columns (styles/app.css).
    <dl className="facts" data-testid="project-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={700} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
