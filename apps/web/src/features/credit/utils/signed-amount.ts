/** "+5" or "−2", with a true minus sign, so gains and spends read apart at a glance. */
export function signedAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : `\u2212${Math.abs(amount)}`;
}
