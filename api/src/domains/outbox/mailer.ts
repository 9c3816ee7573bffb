/**
 * Delivers one e-mail: over SMTP with nodemailer when SMTP_URL is set, otherwise to the server
 * log, so that a development install can still follow a password-reset link.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the server accepted the message; rejects on any failure (the outbox retries). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(mail: Config['mail'], log: (line: string) => void): Mailer {
  if (!mail.smtpUrl) {
    return {
      async send(message) {
        log(`E-mail (SMTP_URL is not set, so it is printed here instead of sent)
To: ${message.to}
Subject: ${message.subject}

${message.text}
`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        ...(message.headers && { headers: message.headers }),
      });
    },
    close: () => transport.close(),
  };
}
