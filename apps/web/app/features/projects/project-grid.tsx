import { SimpleGrid } from '@mantine/core';
import type { Locale, ProjectSummary } from '@platform/contract';
import { ProjectCard } from './project-card';

export function ProjectGrid({ projects, locale }: { projects: ProjectSummary[]; locale: Locale }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" component="ul" className="project-grid">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} locale={locale} eager={index < 2} />
        </li>
      ))}
    </SimpleGrid>
  );
}
