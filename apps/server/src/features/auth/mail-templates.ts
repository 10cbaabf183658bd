import type { Language } from '@irreplaceable/contracts/constants';
import type { MailMessage } from '../../platform/mail/mailer';

export function loginCodeMail(to: string, code: string, language: Language): MailMessage {
  if (language === 'zh') {
    return {
      to,
      subject: `你的登录验证码：${code}`,
      text: [
        `你的「不可替代」登录验证码是：${code}`,
        '',
        '验证码 10 分钟内有效，只能使用一次。',
        '如果这不是你本人的操作，请忽略这封邮件，你的账号不会有任何变化。',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Your sign-in code: ${code}`,
    text: [
      `Your Irreplaceable sign-in code is: ${code}`,
      '',
      'It is valid for 10 minutes and can be used once.',
      'If you did not ask for it, ignore this e-mail; nothing changes on your account.',
    ].join('\n'),
  };
}
