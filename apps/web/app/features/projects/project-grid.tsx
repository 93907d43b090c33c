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
    // One column, two from 768 px, three from 1200 px (styles/app.css).
    <ul className="project-grid">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} locale={locale} eager={index < eagerImages} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
