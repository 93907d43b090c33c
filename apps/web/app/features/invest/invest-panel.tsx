/** The project page's invest panel (issue 6): owned by the investing slice. */
export function InvestPanel(_props: { projectId: number }) {
  return null;
}
