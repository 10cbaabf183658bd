import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Mail by SMTP. nodemailer is loaded with the first mail, so a server that sends none never holds it. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await (await transportOnce()).sendMail({ from, ...message });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
