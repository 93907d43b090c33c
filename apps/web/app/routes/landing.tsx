import { Container, Group, Stack } from '../components/ui/boxes';
import { Text, Title } from '../components/ui/typography';
import { Button } from '../components/ui/button';
import { buildPath, localeFromPath } from '@platform/contract';
import { PROJECTS_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { toCardProject } from '../features/projects/project-card';
import { ProjectGrid } from '../features/projects/project-grid';
import { apiGet } from '../lib/api.server';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/** Landing page: page 1 of both landing sets (spec section 7, 9). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [open, last] = await Promise.all([
    apiGet(context, PROJECTS_ENDPOINTS.list, { params: { set: 'FOR_LANDING_PAGE_GATHERING_OR_SECRET', page: 1 } }),
    apiGet(context, PROJECTS_ENDPOINTS.list, { params: { set: 'FOR_LANDING_PAGE_LAST_THREE', page: 1 } }),
  ]);
  const t = serverT(locale);
  const cards = (page: typeof open) => ({ ...page, projects: page.projects.map((p) => toCardProject(p, locale)) });
  return { locale, open: cards(open), last: cards(last), meta: { title: t('landing.meta.title'), description: t('landing.meta.description') } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

const STEPS = ['register', 'verify', 'invest'] as const;

export default function Landing() {
  const { t } = useTranslation();
  const { locale, open, last } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <Container size="xl" className="hero__container">
          <Stack gap="lg" maw={720}>
            <Title order={1} className="hero__title">
              {t('landing.hero.title')}
            </Title>
            <Text size="lg" className="hero__text">
              {t('landing.hero.text')}
            </Text>
            <Group>
              <Button component={Link} to={buildPath('projects-page', locale, { page: 1 })} size="lg" color="yellow.4" c="dark.9">
                {t('landing.hero.cta')}
              </Button>
              <Button component={Link} to={buildPath('register', locale)} size="lg" variant="white" c="teal.9">
                {t('landing.hero.secondary_cta')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="xl" py="xl" component="section" aria-labelledby="open-projects">
        <Group justify="space-between" align="end" mb="md">
          <Title order={2} id="open-projects">
            {t('landing.open.title')}
          </Title>
          <Link to={buildPath('projects-page', locale, { page: 1 })}>{t('landing.open.all')}</Link>
        </Group>
        {open.projects.length > 0 ? <ProjectGrid projects={open.projects} locale={locale} eagerImages={1} /> : <Text>{t('landing.open.empty')}</Text>}
      </Container>

      <section className="how-it-works" aria-labelledby="how-it-works">
        <Container size="xl" py="xl">
          <Title order={2} id="how-it-works" mb="lg">
            {t('landing.how.title')}
          </Title>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden>
                  {index + 1}
                </span>
                <div>
                  <h3 className="steps__title">{t(`landing.how.${step}.title`)}</h3>
                  <p className="steps__text">{t(`landing.how.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <Container size="xl" py="xl" component="section" aria-labelledby="last-projects">
        <Title order={2} id="last-projects" mb="md">
          {t('landing.last.title')}
        </Title>
        <ProjectGrid projects={last.projects} locale={locale} />
      </Container>
    </>
  );
}
