import type { SandboxConfig } from '../config.ts';

/** How the receiving bank answers a transfer that leaves the sandbox bank. */
export type ReceivingBankAnswer = 'SETTLED' | 'REJECTED' | 'DELAYED';

/** A .77 transfer stays PROCESSING this long (sandbox clock) before the receiving bank settles it. */
export const DELAYED_SETTLEMENT_SECONDS = 60;

/**
 * Magic amounts for testers (README "Sandbox controls"), in demo and test mode only: a transfer to
 * another bank whose cents are .66 is rejected by the receiving bank (REJECTED, money returned), and
 * one whose cents are .77 stays PROCESSING for 60 seconds before it settles. Any other amount, and
 * every amount in production mode, settles at once.
 */
export function receivingBankAnswer(config: Pick<SandboxConfig, 'mode'>, amountCents: number): ReceivingBankAnswer {
  if (config.mode === 'production') return 'SETTLED';
  switch (amountCents % 100) {
    case 66:
      return 'REJECTED';
    case 77:
      return 'DELAYED';
    default:
      return 'SETTLED';
  }
}
