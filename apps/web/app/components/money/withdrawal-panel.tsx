/** The wallet page's withdrawal section (issue 5): owned by the withdrawals slice. */
export function WithdrawalPanel() {
  return null;
}
