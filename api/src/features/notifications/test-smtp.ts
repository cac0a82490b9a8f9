import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string; subject: string; text: string; messageId: string };

/**
 * A real SMTP receiver on a port that survives a stop and a start, so a test can take the mail
 * server down and bring it back where the app expects it.
 */
export async function startSmtpReceiver(port = 0) {
  const inbox: Received[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          const mail = await simpleParser(Buffer.concat(chunks));
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
          });
          done();
        });
      },
    });
    const s = server;
    await new Promise<void>((resolve) => s.listen(boundPort, '127.0.0.1', resolve));
    const address = s.server.address();
    boundPort = typeof address === 'object' && address ? address.port : boundPort;
  }

  async function stop() {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  await start();
  return { inbox, url: () => `smtp://127.0.0.1:${boundPort}`, start, stop };
}
