// Checks a signed PDF's PAdES signature the way a PDF reader does, for tests: the ByteRange covers the whole file
// except the /Contents hole, the CMS SignedData's messageDigest attribute is the SHA-256 of those bytes, and the
// signature over the signed attributes verifies with the certificate's public key. Also what PAdES baseline B-B asks
// of the signed attributes: the signing-certificate-v2 naming the certificate, and no signing time.
import { createHash, createVerify } from 'node:crypto';
import forge from 'node-forge';

/** id-aa-signingCertificateV2 (RFC 5035), which PAdES baseline signatures carry among their signed attributes. */
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

export type PadesCheck = {
  valid: boolean;
  /** Why it is not valid (empty when it is). */
  problems: string[];
  coversWholeFile: boolean;
  subFilter: string | null;
  signerCommonName: string | null;
  certificatePem: string | null;
};

/** The last signature dictionary's ByteRange and the hex of its /Contents. */
function findSignature(pdf: Buffer): { byteRange: [number, number, number, number]; contentsHex: string; subFilter: string | null } {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) throw new Error('No /ByteRange in the PDF: it carries no signature');
  const byteRange = [1, 2, 3, 4].map((index) => Number(last[index])) as [number, number, number, number];
  const hole = text.slice(byteRange[0] + byteRange[1], byteRange[2]);
  const contentsHex = /^<([0-9a-fA-F]*)>$/.exec(hole.trim())?.[1];
  if (contentsHex === undefined) throw new Error('The ByteRange hole is not the /Contents hex string');
  const subFilter = /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(text.slice(Math.max(0, byteRange[1] - 4000), byteRange[2] + 200))?.[1] ?? null;
  return { byteRange, contentsHex, subFilter };
}

export function verifyPades(pdf: Buffer): PadesCheck {
  const problems: string[] = [];
  const { byteRange, contentsHex, subFilter } = findSignature(pdf);
  const [start1, length1, start2, length2] = byteRange;
  const coversWholeFile = start1 === 0 && start2 + length2 === pdf.length;
  if (!coversWholeFile) problems.push('The ByteRange does not cover the whole file: bytes were added after signing');
  const signedBytes = Buffer.concat([pdf.subarray(start1, start1 + length1), pdf.subarray(start2, start2 + length2)]);

  // The CMS blob is zero-padded to the placeholder's size: parse the DER and ignore the padding after it.
  const der = forge.util.hexToBytes(contentsHex);
  // forge's types know only the old boolean argument; its options object lets the padding after the DER be.
  const fromDer = forge.asn1.fromDer as unknown as (
    bytes: forge.util.ByteStringBuffer,
    options: { parseAllBytes: boolean },
  ) => forge.asn1.Asn1;
  const asn1 = fromDer(forge.util.createBuffer(der), { parseAllBytes: false });
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes?: forge.asn1.Asn1[]; signature: string; digestAlgorithm: string };
  };
  const certificate = message.certificates[0];
  if (!certificate)
    return {
      valid: false,
      problems: ['No certificate in the signature'],
      coversWholeFile,
      subFilter,
      signerCommonName: null,
      certificatePem: null,
    };
  const attributes = message.rawCapture.authenticatedAttributes ?? [];
  let messageDigest: string | null = null;
  let signingCertificateHash: string | null = null;
  let hasSigningTime = false;
  for (const attribute of attributes) {
    const [oid, set] = attribute.value as forge.asn1.Asn1[];
    const type = oid ? forge.asn1.derToOid(oid.value as string) : null;
    const value = (set!.value as forge.asn1.Asn1[])[0]!;
    if (type === forge.pki.oids.messageDigest) messageDigest = forge.util.bytesToHex((value.value as string) ?? '');
    if (type === forge.pki.oids.signingTime) hasSigningTime = true;
    // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash OCTET STRING (SHA-256 by default) } }
    if (type === SIGNING_CERTIFICATE_V2) {
      const essCertId = ((value.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[])[0]!;
      const certHash = (essCertId.value as forge.asn1.Asn1[]).find((part) => part.type === forge.asn1.Type.OCTETSTRING);
      signingCertificateHash = certHash ? forge.util.bytesToHex(certHash.value as string) : null;
    }
  }
  const digest = createHash('sha256').update(signedBytes).digest('hex');
  if (messageDigest !== digest) problems.push('The messageDigest attribute is not the SHA-256 of the signed bytes: the file changed');
  const certificateDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  if (signingCertificateHash !== createHash('sha256').update(certificateDer).digest('hex'))
    problems.push("PAdES baseline: no signing-certificate-v2 attribute with the SHA-256 of the signer's certificate");
  if (hasSigningTime) problems.push('PAdES baseline: the signed attributes carry a signing time (it belongs in the signature dictionary)');

  // The signature is over the DER of the signed attributes as a SET (RFC 5652 5.4).
  const attributesSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const attributesDer = Buffer.from(forge.asn1.toDer(attributesSet).getBytes(), 'binary');
  const certificatePem = forge.pki.certificateToPem(certificate);
  const signatureOk = createVerify('sha256')
    .update(attributesDer)
    .verify(certificatePem, Buffer.from(message.rawCapture.signature, 'binary'));
  if (!signatureOk) problems.push("The signature over the signed attributes does not verify with the certificate's key");
  const commonName = certificate.subject.getField('CN') as { value: string } | null;
  return {
    valid: problems.length === 0,
    problems,
    coversWholeFile,
    subFilter,
    signerCommonName: commonName ? forge.util.decodeUtf8(commonName.value) : null,
    certificatePem,
  };
}
