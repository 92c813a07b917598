import type { Language } from '@slidewise/shared/i18n/languages';
import type { MailMessage } from '../../lib/mailer.js';
import { emailHtml } from '../../lib/email-layout.js';

const RESET: Record<
  Language,
  { subject: string; heading: string; body: string; action: string; footer: string }
> = {
  en: {
    subject: 'Reset your Slidewise password',
    heading: 'Reset your password',
    body: 'Someone asked to reset the password of your Slidewise account. The link works once, for one hour.',
    action: 'Choose a new password',
    footer: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de Slidewise',
    heading: 'Restablece tu contraseña',
    body: 'Alguien pidió restablecer la contraseña de tu cuenta de Slidewise. El enlace funciona una vez, durante una hora.',
    action: 'Elegir una contraseña nueva',
    footer: 'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Slidewise',
    heading: 'أعد تعيين كلمة المرور',
    body: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Slidewise. يعمل الرابط مرة واحدة ولمدة ساعة.',
    action: 'اختر كلمة مرور جديدة',
    footer: 'إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
  },
  'zh-cn': {
    subject: '重置您的 Slidewise 密码',
    heading: '重置密码',
    body: '有人请求重置您的 Slidewise 账户密码。该链接仅可使用一次，有效期一小时。',
    action: '设置新密码',
    footer: '如果不是您本人操作，请忽略此邮件：您的密码不会改变。',
  },
};

export function passwordResetEmail(to: string, url: string, language: Language): MailMessage {
  const t = RESET[language];
  return {
    to,
    subject: t.subject,
    text: `${t.heading}\n\n${t.body}\n\n${url}\n\n${t.footer}\n`,
    html: emailHtml({
      language,
      heading: t.heading,
      paragraphs: [t.body],
      action: { label: t.action, url },
      footer: t.footer,
    }),
    link: url,
  };
}
