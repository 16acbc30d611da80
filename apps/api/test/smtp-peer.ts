import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Decodes quoted-printable soft breaks and escapes (UTF-8) enough to read codes and links from a mail. */
function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on loopback that keeps what it receives; it can go down and come back on its port. */
export async function startSmtpPeer() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const decoded = decodeQuotedPrintable(raw);
            const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw,
              subject,
              text: decoded,
            });
            waiters.splice(0).forEach((w) => w());
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server!.server.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  await listen();

  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    /** Resolves with the first mail to `to` that matches, waiting up to `timeoutMs`. */
    async waitFor(to: string, match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${mails.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    stop,
    start: listen,
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The six-digit code in a verification or reset mail. */
export function codeFrom(mail: ReceivedMail): string {
  const match = /code is: (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.subject}`);
  return match[1]!;
}
