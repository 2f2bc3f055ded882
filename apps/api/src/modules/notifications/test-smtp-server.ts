/**
 * A real SMTP server on a random local port, for the tests (smtp-server, by nodemailer's
 * author): it takes a login, records every message it accepts with its envelope and parsed
 * content (mailparser), and can refuse a recipient or a message with a chosen SMTP reply.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** the raw message as sent */
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** recipients answered with this reply at RCPT TO (e.g. 550, 450) */
  refuseRecipient: Map<string, { code: number; text: string }>;
  /** the next messages' DATA answered with this reply (e.g. 554) */
  refuseData: { code: number; text: string } | null;
  close(): Promise<void>;
}

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startTestSmtpServer(
  login = { user: 'mailer', pass: 'secret' },
): Promise<TestSmtpServer> {
  const state: Omit<TestSmtpServer, 'url' | 'close'> = {
    received: [],
    refuseRecipient: new Map(),
    refuseData: null,
  };
  const server = new SMTPServer({
    // plain text on loopback: no certificate to trust in a test
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass)
        callback(null, { user: auth.username });
      else callback(smtpError(535, 'Authentication failed'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = state.refuseRecipient.get(address.address);
      callback(refusal ? smtpError(refusal.code, refusal.text) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuseData) return callback(smtpError(state.refuseData.code, state.refuseData.text));
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            state.received.push({
              envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) },
              raw: raw.toString('utf8'),
              parsed,
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(state, {
    url: `smtp://${login.user}:${login.pass}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
