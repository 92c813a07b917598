import type { Language } from '@slidewise/shared/i18n/languages';
import { actionEmail } from '../../lib/email-layout.js';

type EmailText = { subject: string; heading: string; body: string; action: string; footer: string };

const RESET: Record<Language, EmailText> = {
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

const VERIFY: Record<Language, EmailText> = {
  en: {
    subject: 'Confirm your e-mail address for Slidewise',
    heading: 'Confirm your e-mail address',
    body: 'Confirm that this address is yours. Courses and groups that leaders shared with this address appear in your account once you do. The link works for 7 days.',
    action: 'Confirm my address',
    footer: 'If you did not create a Slidewise account, ignore this e-mail.',
  },
  es: {
    subject: 'Confirma tu dirección de correo para Slidewise',
    heading: 'Confirma tu dirección de correo',
    body: 'Confirma que esta dirección es tuya. Los cursos y grupos que otros compartieron con esta dirección aparecerán en tu cuenta cuando lo hagas. El enlace funciona durante 7 días.',
    action: 'Confirmar mi dirección',
    footer: 'Si no creaste una cuenta de Slidewise, ignora este correo.',
  },
  ar: {
    subject: 'أكّد بريدك الإلكتروني في Slidewise',
    heading: 'أكّد عنوان بريدك الإلكتروني',
    body: 'أكّد أن هذا العنوان لك. ستظهر في حسابك الدورات والمجموعات التي شاركها المسؤولون مع هذا العنوان بعد التأكيد. يعمل الرابط لمدة 7 أيام.',
    action: 'تأكيد عنواني',
    footer: 'إن لم تنشئ حسابًا في Slidewise، فتجاهل هذه الرسالة.',
  },
  'zh-cn': {
    subject: '确认您在 Slidewise 的电子邮件地址',
    heading: '确认您的电子邮件地址',
    body: '请确认此地址属于您。确认后，负责人分享给此地址的课程和群组将出现在您的账户中。该链接 7 天内有效。',
    action: '确认我的地址',
    footer: '如果您没有创建 Slidewise 账户，请忽略此邮件。',
  },
};

/** An e-mail of one paragraph and one button, in `language`. */
const authEmail = (
  texts: Record<Language, EmailText>,
  to: string,
  url: string,
  language: Language,
) => {
  const { body, ...t } = texts[language];
  return actionEmail(to, url, language, { ...t, paragraphs: [body] });
};

export const passwordResetEmail = (to: string, url: string, language: Language) =>
  authEmail(RESET, to, url, language);

export const verifyEmailEmail = (to: string, url: string, language: Language) =>
  authEmail(VERIFY, to, url, language);
const MAGIC_LINK: Record<Language, EmailText> = {
  en: {
    subject: 'Your Slidewise sign-in link',
    heading: 'Sign in to Slidewise',
    body: 'Use this link to sign in. It works once, for 15 minutes.',
    action: 'Sign in',
    footer: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
  },
  es: {
    subject: 'Tu enlace para entrar en Slidewise',
    heading: 'Inicia sesión en Slidewise',
    body: 'Usa este enlace para iniciar sesión. Funciona una vez, durante 15 minutos.',
    action: 'Iniciar sesión',
    footer: 'Si no lo pediste, ignora este correo: nadie puede entrar sin el enlace.',
  },
  ar: {
    subject: 'رابط تسجيل الدخول إلى Slidewise',
    heading: 'سجّل الدخول إلى Slidewise',
    body: 'استخدم هذا الرابط لتسجيل الدخول. يعمل مرة واحدة ولمدة 15 دقيقة.',
    action: 'تسجيل الدخول',
    footer: 'إن لم تطلبه، فتجاهل هذه الرسالة: لا يمكن لأحد الدخول دون الرابط.',
  },
  'zh-cn': {
    subject: '您的 Slidewise 登录链接',
    heading: '登录 Slidewise',
    body: '使用此链接登录。该链接仅可使用一次，有效期 15 分钟。',
    action: '登录',
    footer: '如果不是您本人请求，请忽略此邮件：没有该链接任何人都无法登录。',
  },
};

const NO_ACCOUNT: Record<Language, EmailText> = {
  en: {
    subject: 'Your Slidewise sign-in link',
    heading: 'No Slidewise account uses this address',
    body: 'Someone asked for a sign-in link for this address, but it has no Slidewise account. You can create one.',
    action: 'Create an account',
    footer: 'If you did not ask for it, ignore this e-mail.',
  },
  es: {
    subject: 'Tu enlace para entrar en Slidewise',
    heading: 'Ninguna cuenta de Slidewise usa esta dirección',
    body: 'Alguien pidió un enlace de inicio de sesión para esta dirección, pero no tiene cuenta de Slidewise. Puedes crear una.',
    action: 'Crear una cuenta',
    footer: 'Si no lo pediste, ignora este correo.',
  },
  ar: {
    subject: 'رابط تسجيل الدخول إلى Slidewise',
    heading: 'لا يوجد حساب Slidewise بهذا العنوان',
    body: 'طلب أحدهم رابط تسجيل دخول لهذا العنوان، لكن لا يوجد له حساب في Slidewise. يمكنك إنشاء حساب.',
    action: 'إنشاء حساب',
    footer: 'إن لم تطلبه، فتجاهل هذه الرسالة.',
  },
  'zh-cn': {
    subject: '您的 Slidewise 登录链接',
    heading: '此邮箱没有 Slidewise 账户',
    body: '有人为此邮箱请求了登录链接，但它还没有 Slidewise 账户。您可以创建一个。',
    action: '创建账户',
    footer: '如果不是您本人请求，请忽略此邮件。',
  },
};

/** The e-mail link sign-in. */
export const magicLinkEmail = (to: string, url: string, language: Language) =>
  authEmail(MAGIC_LINK, to, url, language);

/** Sent instead when the address has no account: the request's answer stays the same. */
export const noAccountEmail = (to: string, signUpUrl: string, language: Language) =>
  authEmail(NO_ACCOUNT, to, signUpUrl, language);

const ACCOUNT_EXISTS: Record<Language, EmailText> = {
  en: {
    subject: 'Someone tried to create a Slidewise account with your address',
    heading: 'You already have a Slidewise account',
    body: 'Someone tried to create a Slidewise account with this address, which already has one. If it was you, sign in; if you have forgotten your password, choose "Forgot password?" there to reset it.',
    action: 'Sign in',
    footer: 'If it was not you, ignore this e-mail: your account is unchanged.',
  },
  es: {
    subject: 'Alguien intentó crear una cuenta de Slidewise con tu dirección',
    heading: 'Ya tienes una cuenta de Slidewise',
    body: 'Alguien intentó crear una cuenta de Slidewise con esta dirección, que ya tiene una. Si fuiste tú, inicia sesión; si olvidaste tu contraseña, elige «¿Olvidaste tu contraseña?» allí para restablecerla.',
    action: 'Iniciar sesión',
    footer: 'Si no fuiste tú, ignora este correo: tu cuenta no cambia.',
  },
  ar: {
    subject: 'حاول أحدهم إنشاء حساب Slidewise بعنوانك',
    heading: 'لديك حساب Slidewise بالفعل',
    body: 'حاول أحدهم إنشاء حساب Slidewise بهذا العنوان، وله حساب بالفعل. إن كنت أنت، فسجّل الدخول؛ وإن نسيت كلمة المرور، فاختر «نسيت كلمة المرور؟» هناك لإعادة تعيينها.',
    action: 'تسجيل الدخول',
    footer: 'إن لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
  },
  'zh-cn': {
    subject: '有人尝试用您的地址创建 Slidewise 账户',
    heading: '您已有 Slidewise 账户',
    body: '有人尝试用此地址创建 Slidewise 账户，但该地址已有账户。如果是您本人，请登录；如果忘记了密码，请在登录页选择“忘记密码？”进行重置。',
    action: '登录',
    footer: '如果不是您本人操作，请忽略此邮件：您的账户没有任何变化。',
  },
};

/** Sent instead of a new account when a sign-up names an address that has one. */
export const accountExistsEmail = (to: string, signInUrl: string, language: Language) =>
  authEmail(ACCOUNT_EXISTS, to, signInUrl, language);

const NO_ACCOUNT_RESET: Record<Language, EmailText> = {
  en: {
    subject: 'Reset your Slidewise password',
    heading: 'No Slidewise account uses this address',
    body: 'Someone asked to reset the password for this address, but it has no Slidewise account. You can create one.',
    action: 'Create an account',
    footer: 'If you did not ask for it, ignore this e-mail.',
  },
  es: {
    subject: 'Restablece tu contraseña de Slidewise',
    heading: 'Ninguna cuenta de Slidewise usa esta dirección',
    body: 'Alguien pidió restablecer la contraseña de esta dirección, pero no tiene cuenta de Slidewise. Puedes crear una.',
    action: 'Crear una cuenta',
    footer: 'Si no lo pediste, ignora este correo.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Slidewise',
    heading: 'لا يوجد حساب Slidewise بهذا العنوان',
    body: 'طلب أحدهم إعادة تعيين كلمة المرور لهذا العنوان، لكن لا يوجد له حساب في Slidewise. يمكنك إنشاء حساب.',
    action: 'إنشاء حساب',
    footer: 'إن لم تطلبه، فتجاهل هذه الرسالة.',
  },
  'zh-cn': {
    subject: '重置您的 Slidewise 密码',
    heading: '此邮箱没有 Slidewise 账户',
    body: '有人请求重置此邮箱的密码，但它还没有 Slidewise 账户。您可以创建一个。',
    action: '创建账户',
    footer: '如果不是您本人请求，请忽略此邮件。',
  },
};

/** Forgot-password for an address with no account: the answer stays the same. */
export const noAccountResetEmail = (to: string, signUpUrl: string, language: Language) =>
  authEmail(NO_ACCOUNT_RESET, to, signUpUrl, language);
