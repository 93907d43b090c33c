/** Repayment entry with a preview of the split (issue 6): owned by the lifecycle slice. */
export function RepaymentPanel(_props: { projectId: number }) {
  return null;
}
