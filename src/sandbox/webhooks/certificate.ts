import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { one, type Sql } from '../db/database.ts';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const SETTING = 'webhook_ca';
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000;

/** The sandbox's own certificate authority for webhooks, and the client certificate it issued (mTLS). */
export interface WebhookAuthority {
  /** The CA certificate (PEM): what a receiver trusts to accept the bank's mTLS deliveries. */
  caPem: string;
  /** The client certificate the bank presents on mTLS deliveries (PEM), signed by the CA. */
  clientPem: string;
  /** Its private key (PKCS #8 PEM). */
  clientKeyPem: string;
}

const pem = (label: string, der: ArrayBuffer) => x509.PemConverter.encode(der, label);

/** Makes a CA (self-signed, P-256) and a client certificate it signs, with @peculiar/x509. */
export async function makeWebhookAuthority(now: Date): Promise<WebhookAuthority> {
  const notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now.getTime() + TEN_YEARS_MS);
  const caKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: 'CN=Balcao Sandbox Webhook CA, O=Banco Balcao S.A., C=BR',
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    keys: caKeys as CryptoKeyPair,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey as CryptoKey),
    ],
  });
  const clientKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const client = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: 'CN=Balcao Sandbox Webhooks, O=Banco Balcao S.A., C=BR',
    issuer: ca.subject,
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    publicKey: clientKeys.publicKey as CryptoKey,
    signingKey: caKeys.privateKey as CryptoKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth]),
      await x509.AuthorityKeyIdentifierExtension.create(ca),
    ],
  });
  return {
    caPem: ca.toString('pem'),
    clientPem: client.toString('pem'),
    clientKeyPem: pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', clientKeys.privateKey as CryptoKey)),
  };
}

function serial(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = bytes[0]! & 0x7f;
  return Buffer.from(bytes).toString('hex');
}

/** The sandbox's authority, made on first use and kept in the database, so every process presents the same. */
export async function webhookAuthority(sql: Sql, now: Date): Promise<WebhookAuthority> {
  const stored = await one<{ value: string }>(sql, 'select value from sandbox_settings where key = $1', [SETTING]);
  if (stored) return JSON.parse(stored.value) as WebhookAuthority;
  const made = await makeWebhookAuthority(now);
  await sql.query('insert into sandbox_settings (key, value) values ($1, $2) on conflict (key) do nothing', [
    SETTING,
    JSON.stringify(made),
  ]);
  const kept = await one<{ value: string }>(sql, 'select value from sandbox_settings where key = $1', [SETTING]);
  return JSON.parse(kept!.value) as WebhookAuthority;
}
