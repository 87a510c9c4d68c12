import type { Transporter } from 'nodemailer';
import { Code } from '../../contract/errors';
import type { ServerConfig } from '../config';
import { ApiError } from '../http/api-error';
import { OutboxFile } from './outbox-file';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for and the code it carries, for the outbox line. */
  scene: string;
  code: string;
}

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise JSON lines in `DATA_DIR/outbox/mail.jsonl`. */
export function openMailTransport(config: ServerConfig): MailTransport {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    // Loaded with the first mail sent, not at start.
    let transporter: Promise<Transporter> | undefined;
    const smtp = () =>
      (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
    return {
      name: 'smtp',
      async send(message) {
        try {
          const sender = await smtp();
          await sender.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        } catch (error) {
          throw new ApiError(Code.EMAIL_SEND_FAILED, `the mail server refused: ${String(error)}`);
        }
      },
    };
  }
  const outbox = new OutboxFile(config.dataDir, 'mail.jsonl');
  return {
    name: 'outbox',
    async send(message) {
      await outbox.append({
        to: message.to,
        scene: message.scene,
        code: message.code,
        text: message.text,
        subject: message.subject,
        at: new Date().toISOString(),
      });
    },
  };
}
