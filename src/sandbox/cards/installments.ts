/**
 * Splits a purchase into installments of whole cents; the cents that do not divide go to the first
 * installment, as Brazilian card statements show them.
 */
export function splitInstallments(amountCents: number, installments: number): number[] {
  const base = Math.floor(amountCents / installments);
  const rest = amountCents - base * installments;
  return Array.from({ length: installments }, (_, index) => (index === 0 ? base + rest : base));
}
