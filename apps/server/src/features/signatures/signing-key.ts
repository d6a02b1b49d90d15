// The key that puts the PAdES signature on a firm's signed copies: a PKCS#12 file named by SIGNING_P12_PATH, or else
// the firm's own, made on first use: an RSA key with a self-signed certificate in the firm's name, kept in the
// database as a PKCS#12 file encrypted (AES-256) with a passphrase derived from AUTH_SECRET.
import { generateKeyPair, hkdfSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import type { Db } from '../../db/schema.js';
import type { SignatureConfig } from '../../config.js';
import * as repo from './repository.js';

export type SigningKey = { p12: Buffer; passphrase: string };

const CERTIFICATE_YEARS = 10;

/** The firm key's passphrase: derived from AUTH_SECRET and the firm, so the database alone does not open the key. */
function firmPassphrase(authSecret: string, firmId: string): string {
  return Buffer.from(hkdfSync('sha256', authSecret, 'casecast-firm-signing-key', firmId, 32)).toString('base64url');
}

/** A self-signed certificate for the firm's name with its RSA key (made in libuv's pool, off the event loop), as a PKCS#12 file. */
export async function createSelfSignedP12(
  firmName: string,
  passphrase: string,
  now = new Date(),
): Promise<{ p12: Buffer; certificatePem: string }> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial: the first byte below 0x80.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + CERTIFICATE_YEARS * 365.25 * 86_400_000);
  const name = forge.util.encodeUtf8(firmName.slice(0, 64));
  // A UTF8String, so any firm name fits (forge's types call this field a class; at run time it is the tag).
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  const subject = [
    { shortName: 'CN', value: name, valueTagClass: utf8 },
    { shortName: 'O', value: name, valueTagClass: utf8 },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forgeKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(forgeKey, [certificate], passphrase, { algorithm: 'aes256', friendlyName: firmName.slice(0, 64) });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), certificatePem: forge.pki.certificateToPem(certificate) };
}

/** The key that signs this firm's signed copies: the configured one, else the firm's (made and stored the first time). */
export async function getSigningKey(
  db: Db,
  options: { firmId: string; firmName: string; authSecret: string; config: SignatureConfig },
): Promise<SigningKey> {
  if (options.config.p12Path) return { p12: await readFile(options.config.p12Path), passphrase: options.config.p12Passphrase };
  const passphrase = firmPassphrase(options.authSecret, options.firmId);
  let stored = await repo.findSigningKey(db, options.firmId);
  if (!stored) {
    const made = await createSelfSignedP12(options.firmName, passphrase);
    // Two first signings at once: the first stored wins, and both use it.
    await repo.insertSigningKeyIfAbsent(db, options.firmId, made.p12, made.certificatePem);
    stored = await repo.findSigningKey(db, options.firmId);
    if (!stored) throw new Error('The firm signing key could not be stored');
  }
  return { p12: Buffer.from(stored.p12), passphrase };
}
