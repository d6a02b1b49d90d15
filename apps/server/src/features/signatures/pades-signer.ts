// The CMS signature that goes into a signed copy's /Contents, as PAdES baseline B-B asks (ETSI EN 319 142-1 with
// EN 319 122-1): a detached SignedData over the PDF's ByteRange whose signed attributes are the content type, the
// message digest and the ESS signing-certificate-v2 (the SHA-256 of the signer's certificate, binding it to the
// signature), and no signing-time attribute (PAdES keeps the claimed time in the signature dictionary's /M).
// @signpdf's P12Signer writes signing time and no signing certificate, so this signer takes its place.
import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { Signer } from '@signpdf/utils';

const OID_DATA = '1.2.840.113549.1.7.1';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
/** id-aa-signingCertificateV2 (RFC 5035). */
export const OID_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

type KeyPair = { certificateDer: Buffer; privateKeyDer: Buffer };

/** The certificate matching the PKCS#12 file's private key, and that key as PKCS#8, both DER. */
function readP12(p12: Buffer, passphrase: string): KeyPair {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  const keyBag = parsed.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('The signing key file holds no private key');
  const certificates = parsed.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? [];
  const certificate = certificates
    .map((bag) => bag.cert)
    .find((cert): cert is forge.pki.Certificate => {
      const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return publicKey !== undefined && publicKey.n.compareTo(key.n) === 0 && publicKey.e.compareTo(key.e) === 0;
    });
  if (!certificate) throw new Error('The signing key file holds no certificate for its private key');
  const der = (value: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(value).getBytes(), 'binary');
  return {
    certificateDer: der(forge.pki.certificateToAsn1(certificate)),
    privateKeyDer: der(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
  };
}

function attribute(type: string, value: asn1js.AsnType): pkijs.Attribute {
  return new pkijs.Attribute({ type, values: [value] });
}

/** SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, one ESSCertIDv2 with the default SHA-256. */
function signingCertificateV2(certificateDer: Buffer): asn1js.Sequence {
  const certHash = new asn1js.OctetString({ valueHex: createHash('sha256').update(certificateDer).digest() });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certHash] })] })] });
}

export class PadesSigner extends Signer {
  readonly #p12: Buffer;
  readonly #passphrase: string;

  constructor(p12: Buffer, passphrase: string) {
    super();
    this.#p12 = p12;
    this.#passphrase = passphrase;
  }

  /** The DER of a detached CMS SignedData over the bytes (what @signpdf puts in the /Contents hole). */
  override async sign(pdf: Buffer): Promise<Buffer> {
    const { certificateDer, privateKeyDer } = readP12(this.#p12, this.#passphrase);
    const certificate = pkijs.Certificate.fromBER(certificateDer);
    // Node's Web Crypto is the standard one; the server is compiled without the DOM types pkijs names it by.
    const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as pkijs.CryptoEngineParameters['crypto'] });
    const privateKey = await webcrypto.subtle.importKey('pkcs8', privateKeyDer, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
      signedAttrs: new pkijs.SignedAndUnsignedAttributes({
        type: 0,
        attributes: [
          attribute(OID_CONTENT_TYPE, new asn1js.ObjectIdentifier({ value: OID_DATA })),
          attribute(OID_MESSAGE_DIGEST, new asn1js.OctetString({ valueHex: createHash('sha256').update(pdf).digest() })),
          attribute(OID_SIGNING_CERTIFICATE_V2, signingCertificateV2(certificateDer)),
        ],
      }),
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID_DATA }),
      signerInfos: [signerInfo],
      certificates: [certificate],
    });
    await signedData.sign(privateKey, 0, 'SHA-256', undefined, engine);
    const digestAlgorithm = signedData.digestAlgorithms[0]?.algorithmId;
    if (digestAlgorithm !== OID_SHA256) throw new Error(`Signed with ${String(digestAlgorithm)}, not SHA-256`);
    const contentInfo = new pkijs.ContentInfo({ contentType: OID_SIGNED_DATA, content: signedData.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER(false));
  }
}
