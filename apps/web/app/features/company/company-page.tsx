import { Alert, Badge, Checkbox, Group, NativeSelect, Paper, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  bpsToPercentString,
  COMPANY_IDENTITY_STEPS,
  COMPANY_INDUSTRIES,
  FILES_API,
  formatDate,
  formatPercent,
  LOCALE_ISO,
  UPLOAD_FIELD_PERSON_ID,
  type CompanyDetails,
  type CompanyDocumentStatus,
  type CompanyPerson,
} from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useNavigation } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { UploadDropzone } from '../files/upload-dropzone';
import type { CompanyActionResult } from './company.server';

interface Country {
  id: number;
  code: string;
  title: string;
}

/** Message keys for the API's field error codes; anything else falls back to a generic text. */
function errorText(t: (key: string) => string, field: string, codes: string[] | undefined): string | undefined {
  if (!codes || codes.length === 0) return undefined;
  if (codes.includes('not_adult')) return t('company.error.not_adult');
  if (field === 'isDirector' && codes.includes('role_required')) return t('company.error.role_required');
  if (field === 'ownershipBps') return t('company.error.ownership');
  return t('company.error.invalid');
}

export function CompanyStep({ step }: { step: CompanyDetails['identityStep'] }) {
  const { t } = useTranslation();
  const active = COMPANY_IDENTITY_STEPS.indexOf(step);
  return (
    <Paper withBorder p="md" data-testid="company-step" data-step={step}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('company.step.title')}
        </Title>
        <Stepper active={step === 'completed' ? COMPANY_IDENTITY_STEPS.length : active} size="sm" allowNextStepsSelect={false} orientation="horizontal" wrap>
          {COMPANY_IDENTITY_STEPS.map((s) => (
            <Stepper.Step key={s} label={t(`company.step.${s}`)} />
          ))}
        </Stepper>
        <Text size="sm" data-testid="company-step-hint">
          {t(`company.step.${step}.hint`)}
        </Text>
      </Stack>
    </Paper>
  );
}

function DetailsForm({ details, countries, result, locked }: { details: CompanyDetails; countries: Country[]; result?: CompanyActionResult; locked: boolean }) {
  const { t } = useTranslation();
  const mine = result?.intent === 'details' ? result : undefined;
  const errors = mine?.fieldErrors ?? {};
  return (
    <Paper withBorder p="md">
      <Form method="post" data-testid="company-details-form">
        <input type="hidden" name="intent" value="details" />
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('company.data.title')}
          </Title>
          <Text size="sm">
            {t('company.data.name')}: <strong>{details.name}</strong> · {t('company.data.registration_number')}: <strong>{details.registrationNumber}</strong>
          </Text>
          <NativeSelect
            name="businessActivityIndustry"
            label={t('company.data.industry')}
            required
            defaultValue={details.businessActivityIndustry ?? ''}
            error={errorText(t, 'businessActivityIndustry', errors.businessActivityIndustry)}
            data={[
              { value: '', label: t('company.data.choose'), disabled: true },
              ...COMPANY_INDUSTRIES.map((i) => ({ value: i, label: t(`company.industry.${i}`) })),
            ]}
          />
          <TextInput
            name="businessActivitySubIndustry"
            label={t('company.data.sub_industry')}
            required
            maxLength={200}
            defaultValue={details.businessActivitySubIndustry ?? ''}
            error={errorText(t, 'businessActivitySubIndustry', errors.businessActivitySubIndustry)}
          />
          <NativeSelect
            name="countryCodeId"
            label={t('company.data.country')}
            required
            defaultValue={details.countryCodeId ? String(details.countryCodeId) : ''}
            error={errorText(t, 'countryCodeId', errors.countryCodeId)}
            data={[{ value: '', label: t('company.data.choose'), disabled: true }, ...countries.map((c) => ({ value: String(c.id), label: c.title }))]}
          />
          <Checkbox name="governmentalLicenseIsLicensed" label={t('company.data.licensed')} defaultChecked={details.governmentalLicenseIsLicensed ?? false} />
          {!details.dataComplete && !mine && (
            <Text size="sm" c="dimmed" data-testid="company-data-incomplete">
              {t('company.data.incomplete')}
            </Text>
          )}
          {mine && (
            <Alert color={mine.ok ? 'green' : 'red'} variant="light" role={mine.ok ? 'status' : 'alert'} data-testid="company-details-result">
              {t(mine.ok ? 'company.data.saved' : 'company.data.failed')}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={locked}>
              {t('company.data.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function PersonForm({ result, locked }: { result?: CompanyActionResult; locked: boolean }) {
  const { t } = useTranslation();
  const mine = result?.intent === 'add-person' ? result : undefined;
  const errors = mine?.fieldErrors ?? {};
  const [isUbo, setIsUbo] = useState(false);
  return (
    // A fresh form after each successful add (key from the parent).
    <Form method="post" data-testid="company-person-form">
      <input type="hidden" name="intent" value="add-person" />
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('company.persons.add')}
        </Title>
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            name="firstName"
            label={t('company.person.first_name')}
            required
            maxLength={100}
            miw={200}
            error={errorText(t, 'firstName', errors.firstName)}
          />
          <TextInput
            name="lastName"
            label={t('company.person.last_name')}
            required
            maxLength={100}
            miw={200}
            error={errorText(t, 'lastName', errors.lastName)}
          />
        </Group>
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            name="birthDate"
            type="date"
            label={t('company.person.birth_date')}
            required
            miw={200}
            error={errorText(t, 'birthDate', errors.birthDate)}
          />
          <TextInput
            name="nationality"
            label={t('company.person.nationality')}
            description={t('company.person.nationality_hint')}
            required
            maxLength={2}
            miw={200}
            autoCapitalize="characters"
            error={errorText(t, 'nationality', errors.nationality)}
          />
        </Group>
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            {t('company.person.roles')}
          </Text>
          <Stack gap={6} mt={4}>
            <Checkbox name="isDirector" label={t('company.role.director')} />
            <Checkbox name="isRepresentative" label={t('company.role.representative')} />
            <Checkbox name="isUbo" label={t('company.role.ubo')} checked={isUbo} onChange={(event) => setIsUbo(event.currentTarget.checked)} />
          </Stack>
          {errors.isDirector && (
            <Text size="sm" c="red" mt={4} role="alert">
              {errorText(t, 'isDirector', errors.isDirector)}
            </Text>
          )}
        </fieldset>
        {isUbo && (
          <TextInput
            name="ownership"
            type="number"
            inputMode="decimal"
            min={25}
            max={100}
            step={0.01}
            label={t('company.person.ownership')}
            description={t('company.person.ownership_hint')}
            required
            maw={200}
            error={errorText(t, 'ownershipBps', errors.ownershipBps)}
          />
        )}
        {mine && (
          <Alert color={mine.ok ? 'green' : 'red'} variant="light" role={mine.ok ? 'status' : 'alert'} data-testid="company-person-result">
            {t(mine.ok ? 'company.persons.added' : 'company.persons.failed')}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={locked}>
            {t('company.persons.add')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function PersonRow({ person, locked }: { person: CompanyPerson; locked: boolean }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const navigation = useNavigation();
  const removing = navigation.formData?.get('intent') === 'remove-person' && navigation.formData?.get('id') === String(person.id);
  const roles = [person.isDirector && 'director', person.isRepresentative && 'representative', person.isUbo && 'ubo'].filter(Boolean) as string[];
  return (
    <Paper withBorder p="sm" component="li" data-testid="company-person-row" data-person-id={person.id}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600} data-testid="company-person-name">
            {person.firstName} {person.lastName}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(person.birthDate, locale)} · {person.nationality}
            {person.ownershipBps != null && ` · ${formatPercent(bpsToPercentString(person.ownershipBps), LOCALE_ISO[locale])}`}
          </Text>
          <Group gap={4}>
            {roles.map((role) => (
              <Badge key={role} variant="light" data-testid={`company-person-role-${role}`}>
                {t(`company.role.${role}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Form method="post">
          <input type="hidden" name="intent" value="remove-person" />
          <input type="hidden" name="id" value={person.id} />
          <Button
            type="submit"
            variant="subtle"
            color="red"
            disabled={locked}
            loading={removing}
            aria-label={`${t('company.persons.remove')}: ${person.firstName} ${person.lastName}`}
          >
            {t('company.persons.remove')}
          </Button>
        </Form>
      </Group>
    </Paper>
  );
}

const DOCUMENT_COLORS: Record<CompanyDocumentStatus, string> = { none: 'gray', uploaded: 'blue', approved: 'green', declined: 'red' };

/** The upload path linking a document to its person (`?person_id=`, read by the upload call). */
export function personUploadPath(personId: number): string {
  return `${FILES_API.upload}?${UPLOAD_FIELD_PERSON_ID}=${personId}`;
}

/** One person's identity document: its status, and a dropzone while it is missing, declined or waiting. */
function PersonDocument({ person, locked }: { person: CompanyPerson; locked: boolean }) {
  const { t } = useTranslation();
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <Paper withBorder p="sm" component="li" data-testid="company-person-document" data-person-id={person.id} data-status={person.documentStatus}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge color={DOCUMENT_COLORS[person.documentStatus]} variant="light" data-testid="company-person-document-status">
            {t('company.document.status')}: {t(`company.document.${person.documentStatus}`)}
          </Badge>
        </Group>
        {!locked && person.documentStatus !== 'approved' && (
          <UploadDropzone fileType="identity_document" uploadPath={personUploadPath(person.id)} label={t('company.documents.person_dropzone', { name })} />
        )}
      </Stack>
    </Paper>
  );
}

export interface CompanyPageProps {
  details: CompanyDetails;
  persons: CompanyPerson[];
  countries: Country[];
  result?: CompanyActionResult;
  locked: boolean;
}

/** Company data, the persons behind the company and their identity documents (issue 4). */
export function CompanyPage({ details, persons, countries, result, locked }: CompanyPageProps) {
  const { t } = useTranslation();
  const personFormKey = result?.intent === 'add-person' && result.ok ? result.at : 0;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('company.title')}</Title>
      <Text>{t('company.intro')}</Text>
      {locked && (
        <Alert color="yellow" variant="light">
          {t('company.read_only')}
        </Alert>
      )}
      <CompanyStep step={details.identityStep} />
      <DetailsForm details={details} countries={countries} result={result} locked={locked} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {t('company.persons.title')}
            </Title>
            <Text size="sm" data-testid="company-ubo-count">
              {t('company.persons.ubo_count', { count: details.uboCount })}
            </Text>
          </Group>
          {result?.intent === 'remove-person' && (
            <Alert color={result.ok ? 'green' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'}>
              {t(result.ok ? 'company.persons.removed' : 'company.persons.failed')}
            </Alert>
          )}
          {persons.length === 0 ? (
            <Text c="dimmed" data-testid="company-persons-empty">
              {t('company.persons.empty')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {persons.map((person) => (
                <PersonRow key={person.id} person={person} locked={locked} />
              ))}
            </Stack>
          )}
          <PersonForm key={personFormKey} result={result} locked={locked} />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('company.documents.title')}
          </Title>
          <Text size="sm">{t('company.documents.hint')}</Text>
          <Text size="sm" data-testid="company-documents-count">
            {t('company.documents.count', { documents: details.documents, persons: persons.length, approved: details.approvedDocuments })}
          </Text>
          {persons.length > 0 && (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {persons.map((person) => (
                <PersonDocument key={person.id} person={person} locked={locked} />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
