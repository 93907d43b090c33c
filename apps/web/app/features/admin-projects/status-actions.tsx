/** Status actions of a project in the back office (issue 6): owned by the lifecycle slice. */
export function ProjectStatusActions(_props: { projectId: number }) {
  return null;
}
