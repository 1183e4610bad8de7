import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config';
import type { Logger } from '../../core/logger';
import type { Metrics } from '../../core/metrics';
import type { Mail, Mailer } from '../../core/services';

/**
 * `ana@example.com` -> `a***@example.com`: enough for an operator to tell mails apart in the log,
 * not a list of the users' addresses.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
}

/**
 * nodemailer over SMTP_URL; without it, an outbox: messages kept in memory, written as `.eml`
 * files under `<dataDir>/outbox/` (where a developer opens the links). The log says only that a mail
 * was sent, to whom (masked) and its subject: never its body, whose links carry live tokens.
 */
/** How many messages the outbox keeps in memory (tests read the latest). */
const outboxSize = 100;

export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>, logger: Logger): Mailer {
  const outbox: Mail[] = [];
  const from = config.mail.from;
  if (config.mail.transport === 'smtp' && config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      outbox,
      send: async (mail) => {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const dir = path.join(config.dataDir, 'outbox');
  const fileWriter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    outbox,
    send: async (mail) => {
      // The last messages only: with MAIL_TRANSPORT=log in production the outbox must not grow for ever.
      if (outbox.length >= outboxSize) outbox.shift();
      outbox.push(mail);
      logger.info(`Correo enviado a ${maskAddress(mail.to)}: «${mail.subject}»`);
      if (config.mail.transport === 'log') return;
      const info = await fileWriter.sendMail({ from, ...mail });
      fs.mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
      fs.writeFileSync(path.join(dir, name), info.message as Buffer);
    },
  };
}

/** `mailer` with every send counted (`repaso_mails_total`): sent, or failed with the error passed on. */
export function countingMailer(mailer: Mailer, metrics: Pick<Metrics, 'mails'>): Mailer {
  return {
    outbox: mailer.outbox,
    send: async (mail) => {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.mails.inc({ result: 'failed' });
        throw error;
      }
      metrics.mails.inc({ result: 'sent' });
    },
  };
}
