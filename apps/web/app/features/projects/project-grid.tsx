import { SimpleGrid } from '@mantine/core';
import type { Locale } from '@platform/contract';
import { ProjectCard, type CardProject } from './project-card';

/** `eagerImages`: how many card photos load at once (those above the fold); the rest load lazily. */
export function ProjectGrid({
  projects,
  locale,
  headingLevel,
  eagerImages = 0,
}: {
  projects: CardProject[];
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  eagerImages?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" component="ul" className="project-grid">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} locale={locale} eager={index < eagerImages} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
