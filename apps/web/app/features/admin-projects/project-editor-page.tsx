import { Anchor, Badge, Container, Group, NativeSelect, Paper, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  buildPath,
  REPAYMENT_METHODS,
  UNFUNDED_POLICIES,
  type AdminComment,
  type AdminProject,
  type AdminProjectOptions,
  type AdminProjectUpdate,
  type Locale,
} from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { CommentsSection, DocumentsSection, PhotosSection, TextsSection, UpdatesSection, VisibilitySection } from './editor-sections';
import { deadlineInput, type EditorActionResult } from './editor-forms';
import { Feedback, useFieldError } from './editor-ui';
import { RepaymentPanel } from './repayment-panel';
import { ProjectStatusActions } from './status-actions';

export interface ProjectEditorPageProps {
  locale: Locale;
  /** null: a new project. */
  project: AdminProject | null;
  options: AdminProjectOptions;
  updates: AdminProjectUpdate[];
  comments: AdminComment[];
}

const TABS = ['facts', 'texts', 'photos', 'documents', 'visibility', 'updates', 'debtor', 'comments', 'status', 'repayments'] as const;

/** Back office: one project's editor in tabs, or the facts form of a new project. */
export function ProjectEditorPage({ locale, project, options, updates, comments }: ProjectEditorPageProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // A status change (lifecycle slice) changes what the editor shows: the badge and the terms lock.
  const refresh = () => void revalidator.revalidate();
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={buildPath('admin-projects', locale)} size="sm">
          {t('adminProjects.back_to_list')}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {project ? `#${project.number} ${project.texts.en?.title ?? project.slug}` : t('adminProjects.new.title')}
          </Title>
          {project && (
            <Badge color="gray.8" data-testid="editor-status">
              {t(`adminProjects.status.${project.status}`)}
            </Badge>
          )}
        </Group>
        {project === null ? (
          <FactsForm project={null} options={options} />
        ) : (
          <Tabs defaultValue="facts" keepMounted={false}>
            <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t(`adminProjects.tab.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="facts" pt="md">
              <FactsForm project={project} options={options} />
            </Tabs.Panel>
            <Tabs.Panel value="texts" pt="md">
              <TextsSection project={project} />
            </Tabs.Panel>
            <Tabs.Panel value="photos" pt="md">
              <PhotosSection locale={locale} project={project} />
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="md">
              <DocumentsSection locale={locale} project={project} />
            </Tabs.Panel>
            <Tabs.Panel value="visibility" pt="md">
              <VisibilitySection project={project} />
            </Tabs.Panel>
            <Tabs.Panel value="updates" pt="md">
              <UpdatesSection locale={locale} kind="update" updates={updates.filter((u) => u.kind === 'update')} />
            </Tabs.Panel>
            <Tabs.Panel value="debtor" pt="md">
              <UpdatesSection locale={locale} kind="debtor" updates={updates.filter((u) => u.kind === 'debtor')} />
            </Tabs.Panel>
            <Tabs.Panel value="comments" pt="md">
              <CommentsSection locale={locale} comments={comments} />
            </Tabs.Panel>
            <Tabs.Panel value="status" pt="md">
              <ProjectStatusActions projectId={project.id} locale={locale} onChanged={refresh} />
            </Tabs.Panel>
            <Tabs.Panel value="repayments" pt="md">
              <RepaymentPanel projectId={project.id} locale={locale} onChanged={refresh} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}

function FactsForm({ project, options }: { project: AdminProject | null; options: AdminProjectOptions }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionResult>({ key: `facts-${project?.id ?? 'new'}` });
  const result = fetcher.data;
  const errorOf = useFieldError(result);
  const busy = fetcher.state !== 'idle';
  const locked = project?.termsLocked ?? false;
  const lockedHint = locked ? t('adminProjects.facts.terms_locked') : undefined;
  const select = (items: { id: number; title: string }[]) => items.map((i) => ({ value: String(i.id), label: i.title }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="facts-title">
      <Title order={2} size="h3" id="facts-title" mb="sm">
        {t('adminProjects.facts.title')}
      </Title>
      {locked && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="terms-locked">
          {t('adminProjects.facts.terms_locked')}
        </Text>
      )}
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value={project ? 'facts' : 'create'} />
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput
              name="number"
              label={t('adminProjects.field.number')}
              required
              inputMode="numeric"
              defaultValue={project?.number ?? ''}
              error={errorOf('number')}
            />
            <TextInput
              name="slug"
              label={t('adminProjects.field.slug')}
              description={t('adminProjects.field.slug_hint')}
              required
              defaultValue={project?.slug ?? ''}
              error={errorOf('slug')}
            />
            <NativeSelect
              name="investmentTypeId"
              label={t('adminProjects.field.loan_type')}
              required
              defaultValue={String(project?.investmentTypeId ?? options.investmentTypes[0]?.id ?? '')}
              data={select(options.investmentTypes)}
              error={errorOf('investmentTypeId')}
            />
            <NativeSelect
              name="riskGroupId"
              label={t('adminProjects.field.risk_group')}
              required
              defaultValue={String(project?.riskGroupId ?? options.riskGroups[0]?.id ?? '')}
              data={select(options.riskGroups)}
              error={errorOf('riskGroupId')}
            />
            <NativeSelect
              name="countryId"
              label={t('adminProjects.field.country')}
              required
              defaultValue={String(project?.countryId ?? options.countries[0]?.id ?? '')}
              data={select(options.countries)}
              error={errorOf('countryId')}
            />
            <NativeSelect
              name="ownerUserId"
              label={t('adminProjects.field.owner')}
              defaultValue={project?.ownerUserId ? String(project.ownerUserId) : ''}
              data={[
                { value: '', label: t('adminProjects.field.owner_none') },
                ...options.debtors.map((d) => ({ value: String(d.id), label: `#${d.id} ${d.email}` })),
              ]}
              error={errorOf('ownerUserId')}
            />
            <TextInput
              name="ownerName"
              label={t('adminProjects.field.owner_name')}
              required
              defaultValue={project?.ownerName ?? ''}
              maxLength={200}
              error={errorOf('ownerName')}
            />
            <TextInput
              name="interestRate"
              label={t('adminProjects.field.interest_rate')}
              required
              inputMode="decimal"
              defaultValue={project?.interestRate ?? ''}
              readOnly={locked}
              description={lockedHint}
              error={errorOf('interestRate')}
            />
            <TextInput
              name="lateInterestRate"
              label={t('adminProjects.field.late_interest_rate')}
              inputMode="decimal"
              defaultValue={project?.lateInterestRate ?? '0.00'}
              readOnly={locked}
              description={lockedHint}
              error={errorOf('lateInterestRate')}
            />
            <TextInput
              name="termMonths"
              label={t('adminProjects.field.term_months')}
              required
              inputMode="numeric"
              defaultValue={project?.termMonths ?? ''}
              readOnly={locked}
              description={lockedHint}
              error={errorOf('termMonths')}
            />
            <NativeSelect
              name="repaymentMethod"
              label={t('adminProjects.field.repayment_method')}
              defaultValue={project?.repaymentMethod ?? 'ANNUITY'}
              data={REPAYMENT_METHODS.map((m) => ({ value: m, label: t(`adminProjects.method.${m}`) }))}
              disabled={locked}
              description={lockedHint}
              error={errorOf('repaymentMethod')}
            />
            {locked && <input type="hidden" name="repaymentMethod" value={project?.repaymentMethod} />}
            <TextInput
              name="targetAmount"
              label={t('adminProjects.field.target')}
              required
              inputMode="decimal"
              defaultValue={project?.targetAmount ?? ''}
              readOnly={locked}
              description={lockedHint}
              error={errorOf('targetAmount')}
            />
            <TextInput
              name="minInvestment"
              label={t('adminProjects.field.min_investment')}
              required
              inputMode="decimal"
              defaultValue={project?.minInvestment ?? '50.00'}
              readOnly={locked}
              description={lockedHint}
              error={errorOf('minInvestment')}
            />
            <TextInput
              name="maxInvestment"
              label={t('adminProjects.field.max_investment')}
              inputMode="decimal"
              defaultValue={project?.maxInvestment ?? ''}
              readOnly={locked}
              description={lockedHint}
              error={errorOf('maxInvestment')}
            />
            <TextInput
              name="fundingDeadline"
              type="datetime-local"
              label={t('adminProjects.field.deadline')}
              defaultValue={deadlineInput(project?.fundingDeadline ?? null)}
              error={errorOf('fundingDeadline')}
            />
            <NativeSelect
              name="unfundedPolicy"
              label={t('adminProjects.field.unfunded_policy')}
              defaultValue={project?.unfundedPolicy ?? 'cancel'}
              data={UNFUNDED_POLICIES.map((p) => ({ value: p, label: t(`adminProjects.unfunded.${p}`) }))}
              error={errorOf('unfundedPolicy')}
            />
            <TextInput name="ltv" label={t('adminProjects.field.ltv')} inputMode="decimal" defaultValue={project?.ltv ?? ''} error={errorOf('ltv')} />
            <TextInput
              name="propertyClass"
              label={t('adminProjects.field.property_class')}
              defaultValue={project?.propertyClass ?? ''}
              maxLength={200}
              error={errorOf('propertyClass')}
            />
            <TextInput
              name="defaultAfterDays"
              label={t('adminProjects.field.default_after_days')}
              required
              inputMode="numeric"
              defaultValue={project?.defaultAfterDays ?? 90}
              error={errorOf('defaultAfterDays')}
            />
          </SimpleGrid>
          <Textarea
            name="collateral"
            label={t('adminProjects.field.collateral')}
            defaultValue={project?.collateral ?? ''}
            maxLength={2000}
            rows={2}
            error={errorOf('collateral')}
          />
          <Group>
            <Button type="submit" loading={busy} data-testid="facts-save">
              {project ? t('adminProjects.save') : t('adminProjects.new.create')}
            </Button>
            <Feedback busy={busy} result={result} />
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
