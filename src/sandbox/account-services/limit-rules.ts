/**
 * The bank's limit policy per product: which ledger entities count against each product's limit,
 * the limits a new account starts with and the most a holder may ask for. Amounts in cents.
 */
export const LIMIT_PRODUCTS = ['PIX', 'TRANSFER', 'BANK_SLIP', 'QRCODE', 'WITHDRAW'] as const;
export type LimitProduct = (typeof LIMIT_PRODUCTS)[number];

export const LIMIT_PERIODS = ['DAILY', 'NIGHTLY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Debits of these statement entities use up the product's limit. */
export const PRODUCT_ENTITIES: Record<LimitProduct, readonly string[]> = {
  PIX: ['TRANSFER_PIX', 'PAYMENT_PIX'],
  TRANSFER: ['TRANSFER_INTERNAL', 'TRANSFER_EXTERNAL'],
  BANK_SLIP: ['PAYMENT_BANK_SLIP', 'PAYMENT_UTILITY'],
  QRCODE: ['PAYMENT_QRCODE'],
  WITHDRAW: ['WITHDRAW'],
};

export const PRODUCT_LABELS: Record<LimitProduct, string> = {
  PIX: 'PIX',
  TRANSFER: 'transferências',
  BANK_SLIP: 'boletos e contas',
  QRCODE: 'pagamentos por QR Code',
  WITHDRAW: 'saques',
};

/**
 * The night of the limits is the domain's (src/domain/funds.ts: 20:00 to 06:00, BACEN's PIX rules),
 * which also start a person's nightly PIX limit at R$ 1.000,00.
 */
export { NIGHT_ENDS_AT_HOUR, NIGHT_STARTS_AT_HOUR } from '../../domain/index.ts';

/** A raise takes effect this long after it was asked for (cuts apply at once). */
export const RAISE_DELAY_MS = 24 * 3_600_000;

type Pair = Record<LimitPeriod, number>;
interface ProductPolicy {
  initial: Pair;
  maximum: Pair;
}

const reais = (amount: number) => amount * 100;

export const LIMIT_POLICY: Record<'N' | 'J', Record<LimitProduct, ProductPolicy>> = {
  N: {
    PIX: { initial: { DAILY: reais(5_000), NIGHTLY: reais(1_000) }, maximum: { DAILY: reais(50_000), NIGHTLY: reais(10_000) } },
    TRANSFER: {
      initial: { DAILY: reais(10_000), NIGHTLY: reais(1_000) },
      maximum: { DAILY: reais(100_000), NIGHTLY: reais(10_000) },
    },
    BANK_SLIP: {
      initial: { DAILY: reais(10_000), NIGHTLY: reais(2_000) },
      maximum: { DAILY: reais(100_000), NIGHTLY: reais(20_000) },
    },
    QRCODE: { initial: { DAILY: reais(3_000), NIGHTLY: reais(500) }, maximum: { DAILY: reais(20_000), NIGHTLY: reais(5_000) } },
    WITHDRAW: { initial: { DAILY: reais(1_500), NIGHTLY: reais(300) }, maximum: { DAILY: reais(5_000), NIGHTLY: reais(1_000) } },
  },
  J: {
    PIX: {
      initial: { DAILY: reais(50_000), NIGHTLY: reais(10_000) },
      maximum: { DAILY: reais(1_000_000), NIGHTLY: reais(200_000) },
    },
    TRANSFER: {
      initial: { DAILY: reais(100_000), NIGHTLY: reais(10_000) },
      maximum: { DAILY: reais(2_000_000), NIGHTLY: reais(200_000) },
    },
    BANK_SLIP: {
      initial: { DAILY: reais(100_000), NIGHTLY: reais(20_000) },
      maximum: { DAILY: reais(2_000_000), NIGHTLY: reais(200_000) },
    },
    QRCODE: {
      initial: { DAILY: reais(20_000), NIGHTLY: reais(5_000) },
      maximum: { DAILY: reais(200_000), NIGHTLY: reais(50_000) },
    },
    WITHDRAW: {
      initial: { DAILY: reais(5_000), NIGHTLY: reais(1_000) },
      maximum: { DAILY: reais(20_000), NIGHTLY: reais(5_000) },
    },
  },
};
