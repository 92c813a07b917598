import type { Language } from '@slidewise/shared/i18n/languages';
import { actionEmail } from '../../lib/email-layout.js';

const TEXT: Record<
  Language,
  (inviter: string) => {
    subject: string;
    heading: string;
    body: string;
    action: string;
    footer: string;
  }
> = {
  en: (inviter) => ({
    subject: `${inviter} invited you to Slidewise`,
    heading: 'You are invited to learn on Slidewise',
    body: `${inviter} added you to their team on Slidewise, where they share short courses. Create your account to see what is waiting for you.`,
    action: 'Accept the invitation',
    footer:
      'The link works until you have joined, for 14 days. If you did not expect this, ignore this e-mail.',
  }),
  es: (inviter) => ({
    subject: `${inviter} te invitó a Slidewise`,
    heading: 'Te invitaron a aprender en Slidewise',
    body: `${inviter} te añadió a su equipo en Slidewise, donde comparte cursos breves. Crea tu cuenta para ver lo que te espera.`,
    action: 'Aceptar la invitación',
    footer:
      'El enlace funciona hasta que te unas, durante 14 días. Si no lo esperabas, ignora este correo.',
  }),
  ar: (inviter) => ({
    subject: `دعاك ${inviter} إلى Slidewise`,
    heading: 'أنت مدعو للتعلّم على Slidewise',
    body: `أضافك ${inviter} إلى فريقه على Slidewise حيث يشارك دورات قصيرة. أنشئ حسابك لترى ما ينتظرك.`,
    action: 'قبول الدعوة',
    footer: 'يعمل الرابط إلى أن تنضم، لمدة 14 يومًا. إن لم تكن تتوقع هذه الرسالة فتجاهلها.',
  }),
  'zh-cn': (inviter) => ({
    subject: `${inviter} 邀请您加入 Slidewise`,
    heading: '您受邀在 Slidewise 上学习',
    body: `${inviter} 已将您加入其在 Slidewise 上的团队，并在此分享简短课程。创建账户即可查看为您准备的内容。`,
    action: '接受邀请',
    footer: '在您加入之前，该链接在 14 天内有效。如果您没有预期收到此邮件，请忽略。',
  }),
};

export function invitationEmail(to: string, inviter: string, url: string, language: Language) {
  const { body, ...t } = TEXT[language](inviter);
  return actionEmail(to, url, language, { ...t, paragraphs: [body] });
}
