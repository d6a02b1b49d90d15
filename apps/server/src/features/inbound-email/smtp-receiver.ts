// The SMTP receiver of email to the case (INBOUND_SMTP_PORT): every connection signs in with the configured password
// or comes from a listed relay; a recipient that names no case is refused at RCPT (550); a message over the size
// limit is refused (552); each accepted message is filed on the case(s) its recipients name.
import { readFile } from 'node:fs/promises';
import { BlockList, isIP, type AddressInfo } from 'node:net';
import { timingSafeEqual, createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { InboundConfig } from '../../config.js';
import { fileInboundEmail, findCaseOfAddress, type InboundDeps } from './service.js';

type SmtpConfig = NonNullable<InboundConfig['smtp']>;
type Log = { info: (details: object, message: string) => void; error: (details: object, message: string) => void };
export type InboundReceiver = { port: number; close: () => Promise<void> };

/** An error the SMTP client is answered with: its reply code and text. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

// proxy-addr's range names, which INBOUND_SMTP_RELAYS accepts as TRUST_PROXY does.
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Whether a peer address is one of the relays allowed to deliver without signing in. */
export function relayMatcher(relays: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of relays) {
    for (const [network, prefix, type] of NAMED_RANGES[entry] ?? []) list.addSubnet(network, prefix, type);
    if (NAMED_RANGES[entry]) continue;
    const [network = '', prefix] = entry.split('/');
    const type = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return (address) => {
    // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Equal strings in constant time (their digests are compared, so the length leaks nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function startInboundReceiver(deps: InboundDeps & { config: SmtpConfig; domain: string; log: Log }): Promise<InboundReceiver> {
  const { config, domain, log } = deps;
  const isRelay = relayMatcher(config.relays);
  const tls = config.tls ? { key: await readFile(config.tls.keyFile), cert: await readFile(config.tls.certFile) } : null;
  // The cases each session's accepted recipients name, by session id.
  const targets = new Map<string, Array<{ firmId: string; caseId: string }>>();

  const server = new SMTPServer({
    name: domain,
    banner: 'Casecast email to the case',
    logger: false,
    size: config.maxBytes,
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(config.password === null ? ['AUTH'] : [])],
    authMethods: ['PLAIN', 'LOGIN'],
    // Signing in is enforced at MAIL FROM, where a listed relay may go on without it.
    authOptional: true,
    // Without TLS the configuration allows a password only on a loopback address (config.ts).
    allowInsecureAuth: tls === null,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onConnect(session, callback) {
      if (config.password === null && !isRelay(session.remoteAddress))
        return callback(smtpError(554, '5.7.1 This server accepts mail from its configured relays only'));
      callback();
    },
    onAuth(auth, session, callback) {
      const ok =
        config.password !== null &&
        auth.method !== 'XOAUTH2' &&
        sameSecret(auth.username ?? '', config.user) &&
        sameSecret(auth.password ?? '', config.password);
      if (!ok) return callback(smtpError(535, '5.7.8 Authentication credentials invalid'));
      callback(null, { user: config.user });
    },
    onMailFrom(_address, session, callback) {
      if (session.user === undefined && !isRelay(session.remoteAddress)) return callback(smtpError(530, '5.7.0 Authentication required'));
      targets.delete(session.id);
      callback();
    },
    onRcptTo(address, session, callback) {
      findCaseOfAddress(deps.db, address.address, domain).then(
        (found) => {
          if (!found) return callback(smtpError(550, '5.1.1 No case has this address'));
          const list = targets.get(session.id) ?? [];
          if (!list.some((one) => one.firmId === found.firmId && one.caseId === found.caseId)) list.push(found);
          targets.set(session.id, list);
          callback();
        },
        (error: unknown) => {
          log.error({ err: error }, 'Email to the case: could not look up a recipient');
          callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const cases = targets.get(session.id) ?? [];
        targets.delete(session.id);
        if (stream.sizeExceeded) return callback(smtpError(552, `5.3.4 Message exceeds the size limit of ${config.maxBytes} bytes`));
        void deliver(Buffer.concat(chunks), cases, session).then(
          () => callback(),
          (error: unknown) => {
            log.error({ err: error }, 'Email to the case: could not file a message; the sender will retry');
            callback(smtpError(451, '4.3.0 Could not file the message now, try again later'));
          },
        );
      });
    },
    onClose(session) {
      targets.delete(session.id);
    },
  });

  async function deliver(raw: Buffer, cases: ReadonlyArray<{ firmId: string; caseId: string }>, session: SMTPServerSession) {
    const mail = await simpleParser(raw);
    for (const target of cases) {
      const outcome = await fileInboundEmail(deps, target, mail, raw);
      log.info(
        { caseId: target.caseId, firmId: target.firmId, outcome: outcome.status, peer: session.remoteAddress },
        outcome.status === 'filed' ? 'Email to the case filed' : 'Email to the case already filed: dropped',
      );
    }
  }

  server.on('error', (error) => log.error({ err: error }, 'Email to the case: SMTP server error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
