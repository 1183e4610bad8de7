import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config';
import type { Logger } from '../../core/logger';

export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Messages kept by the outbox transport (development and tests); empty over SMTP. */
  readonly outbox: Mail[];
};

/**
 * nodemailer over SMTP_URL; without it, an outbox: messages kept in memory, written as `.eml`
 * files under `<dataDir>/outbox/` and their subject and links logged.
 */
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
      outbox.push(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info(`Correo para ${mail.to}: «${mail.subject}» ${links.join(' ')}`);
      if (config.mail.transport === 'log') return;
      const info = await fileWriter.sendMail({ from, ...mail });
      fs.mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
      fs.writeFileSync(path.join(dir, name), info.message as Buffer);
    },
  };
}
