/**
 * The deterministic demo bank: one merchant, one branch, three account holders. README lists the
 * same sign-in data; tests import it from here.
 */
export const DEMO_MERCHANT = {
  id: 'demo',
  name: 'Banco Balcão',
  site: 'https://balcao.example',
  configuration: {
    merchantSite: 'https://balcao.example',
    branchId: '00000000-0000-4000-8000-000000000001',
    productAccountNaturalId: '00000000-0000-4000-8000-0000000000a1',
    productAccountJuridicalId: '00000000-0000-4000-8000-0000000000a2',
    clarityId: null,
    firebasePublicKey: null,
    recaptchaSiteKey: null,
    faceMatchScore: 75,
    methodApproveTransaction: 'PASSWORD',
    // spec 000 §1: off by default; the demo bank opens accounts at /register.
    openAccountEnabled: true,
  },
} as const;

/** The sandbox bank as other banks see it (COMPE and ISPB outside the ranges of real participants). */
export const DEMO_BANK = { name: 'Banco Balcão S.A.', compe: '999', ispb: '99999917' } as const;

export const DEMO_BRANCH = { id: DEMO_MERCHANT.configuration.branchId, code: '0001', name: 'Agência Central' };

export interface DemoAccountHolder {
  key: 'maria' | 'company' | 'ana';
  accountId: string;
  personId: string;
  number: string;
  personType: 'N' | 'J';
  taxId: string;
  name: string;
  tradeName?: string;
  operator: {
    userId: string;
    personId: string;
    userName: string;
    name: string;
    password: string;
    taxId: string;
    roles: string[];
  };
  openingCents: number;
  config: Record<string, unknown>;
}

export const DEMO_ACCOUNTS: readonly DemoAccountHolder[] = [
  {
    key: 'maria',
    accountId: '11111111-1111-4111-8111-111111111111',
    personId: '11111111-1111-4111-8111-0000000000b1',
    number: '123456',
    personType: 'N',
    taxId: '52998224725',
    name: 'Maria da Silva Souza',
    operator: {
      userId: '11111111-1111-4111-8111-0000000000c1',
      personId: '11111111-1111-4111-8111-0000000000b1',
      userName: 'maria',
      name: 'Maria da Silva Souza',
      password: '246810',
      taxId: '52998224725',
      roles: ['ACCOUNT_HOLDER'],
    },
    openingCents: 850_000,
    config: {
      cardEnable: true,
      pixKeyEnable: true,
      limitsEnable: true,
      apiEnable: false,
      acquirerEnable: false,
      consolidationEnable: false,
      recommendationEnable: true,
    },
  },
  {
    key: 'company',
    accountId: '22222222-2222-4222-8222-222222222222',
    personId: '22222222-2222-4222-8222-0000000000b2',
    number: '654321',
    personType: 'J',
    taxId: '11222333000181',
    name: 'Padaria Pão Quente Comércio de Alimentos Ltda',
    tradeName: 'Padaria Pão Quente',
    operator: {
      userId: '22222222-2222-4222-8222-0000000000c2',
      personId: '22222222-2222-4222-8222-0000000000d2',
      userName: 'joao',
      name: 'João Pereira Lima',
      password: '135791',
      taxId: '12345678909',
      roles: ['ACCOUNT_HOLDER', 'ACCOUNT_ADMIN'],
    },
    openingCents: 4_500_000,
    config: {
      cardEnable: true,
      pixKeyEnable: true,
      limitsEnable: true,
      apiEnable: true,
      acquirerEnable: true,
      consolidationEnable: true,
      recommendationEnable: true,
      // The company's operators choose how to approve: the electronic password, the token, or both.
      approvalMethods: ['PASSWORD', 'TOKEN', 'PASSWORD_TOKEN'],
    },
  },
  {
    key: 'ana',
    accountId: '33333333-3333-4333-8333-333333333333',
    personId: '33333333-3333-4333-8333-0000000000b3',
    number: '777777',
    personType: 'N',
    taxId: '39053344705',
    name: 'Ana Beatriz Costa',
    operator: {
      userId: '33333333-3333-4333-8333-0000000000c3',
      personId: '33333333-3333-4333-8333-0000000000b3',
      userName: 'ana',
      name: 'Ana Beatriz Costa',
      password: '112233',
      taxId: '39053344705',
      roles: ['ACCOUNT_HOLDER'],
    },
    openingCents: 120_000,
    config: {
      cardEnable: false,
      pixKeyEnable: true,
      limitsEnable: false,
      apiEnable: false,
      acquirerEnable: false,
      consolidationEnable: false,
      recommendationEnable: false,
    },
  },
];

/**
 * A second operator of the company, created with a password to change: the site sends this user to
 * the change-password modal before the account opens (spec 000 §6, spec 001 §4 "Header startup").
 */
export const DEMO_PASSWORD_CHANGE_OPERATOR = {
  accountKey: 'company',
  userId: '22222222-2222-4222-8222-0000000000c4',
  personId: '22222222-2222-4222-8222-0000000000d4',
  userName: 'carla',
  name: 'Carla Mendes Rocha',
  password: '975310',
  taxId: '11144477735',
  roles: ['ACCOUNT_HOLDER'],
} as const;

/** The bank's own ledger accounts. */
export const INTERNAL_ACCOUNTS = {
  settlement: { id: '99999999-9999-4999-8999-000000000001', number: '9000001', name: 'Liquidação interbancária' },
  fees: { id: '99999999-9999-4999-8999-000000000002', number: '9000002', name: 'Receita de tarifas' },
} as const;

/** API credentials of the company, for the client_credentials grant. */
export const DEMO_API_CLIENT = {
  clientId: 'pao-quente-api',
  clientSecret: 'demo-secret-pao-quente',
  name: 'Integração do ERP',
  accountKey: 'company',
} as const;

/** Other banks' customers who appear as counterparties in the seeded statement. */
export const COUNTERPARTIES = [
  {
    name: 'Supermercado Bom Preço Ltda',
    personType: 'J',
    taxId: '45997418000153',
    bank: 'Banco do Brasil S.A.',
    compe: '001',
    ispb: '00000000',
    branch: '1234',
    account: '567890',
    accountType: 'CC',
  },
  {
    name: 'Companhia Energética Paulista',
    personType: 'J',
    taxId: '61695227000193',
    bank: 'Itaú Unibanco S.A.',
    compe: '341',
    ispb: '60701190',
    branch: '0912',
    account: '443210',
    accountType: 'CC',
  },
  {
    name: 'Carlos Eduardo Martins',
    personType: 'N',
    taxId: '86288366757',
    bank: 'Caixa Econômica Federal',
    compe: '104',
    ispb: '00360305',
    branch: '0456',
    account: '000123456',
    accountType: 'CP',
  },
  {
    name: 'Tech Soluções Digitais S.A.',
    personType: 'J',
    taxId: '19131243000197',
    bank: 'Banco Bradesco S.A.',
    compe: '237',
    ispb: '60746948',
    branch: '3321',
    account: '778899',
    accountType: 'CC',
  },
  {
    name: 'Fernanda Alves Ribeiro',
    personType: 'N',
    taxId: '71428793860',
    bank: 'Nu Pagamentos S.A.',
    compe: '260',
    ispb: '18236120',
    branch: '0001',
    account: '9876543',
    accountType: 'PG',
  },
] as const;
