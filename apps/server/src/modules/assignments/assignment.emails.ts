import type { Language } from '@slidewise/shared/i18n/languages';
import { actionEmail } from '../../lib/email-layout.js';
import type { MailMessage } from '../../lib/mailer.js';

type Kind = 'assigned' | 'reminder' | 'due_soon' | 'overdue' | 'expiring' | 'retrain';

interface Text {
  subject: Record<Kind, string>;
  /** Subject when the person has no account yet (the button is an invitation link). */
  invitedSubject: string;
  body: Record<Kind, string>;
  /** Several courses in one e-mail: the sentence before the list. */
  many: string;
  due: string;
  message: string;
  invited: string;
  action: string;
  invitedAction: string;
  footer: string;
  invitedFooter: string;
}

// {leader}, {course} and {due} are filled in; "{course}" with several courses names the count.
const TEXT: Record<Language, Text> = {
  en: {
    subject: {
      assigned: 'New course: {course}',
      reminder: 'Reminder: {course}',
      due_soon: 'Due soon: {course}',
      overdue: 'Overdue: {course}',
      expiring: 'Training expiring: {course}',
      retrain: 'Please take it again: {course}',
    },
    invitedSubject: '{leader} invited you to Slidewise: {course}',
    body: {
      assigned: '{leader} assigned you the course "{course}".',
      reminder: '{leader} reminds you to take the course "{course}".',
      due_soon: 'The course "{course}" is due soon.',
      overdue: 'The course "{course}" is overdue. You can still finish it.',
      expiring:
        'Your completion of "{course}" is valid until {due}. Take it again when it opens to stay up to date.',
      retrain: '{leader} updated the course "{course}" and asks everyone to take it again.',
    },
    many: '{leader} assigned you these courses:',
    due: 'Due: {due}.',
    message: 'Message from {leader}: {message}',
    invited: 'Create your Slidewise account with this address and you go straight to it.',
    action: 'Open the course',
    invitedAction: 'Join and start',
    footer: 'You receive this because a Slidewise leader assigned you a course.',
    invitedFooter:
      'The link works until you have joined, for 14 days. If you did not expect this, ignore this e-mail.',
  },
  es: {
    subject: {
      assigned: 'Nuevo curso: {course}',
      reminder: 'Recordatorio: {course}',
      due_soon: 'Vence pronto: {course}',
      overdue: 'Vencido: {course}',
      expiring: 'Formación por caducar: {course}',
      retrain: 'Vuelve a hacerlo: {course}',
    },
    invitedSubject: '{leader} te invitó a Slidewise: {course}',
    body: {
      assigned: '{leader} te asignó el curso «{course}».',
      reminder: '{leader} te recuerda que hagas el curso «{course}».',
      due_soon: 'El curso «{course}» vence pronto.',
      overdue: 'El curso «{course}» está vencido. Aún puedes terminarlo.',
      expiring:
        'Tu finalización de «{course}» es válida hasta el {due}. Vuelve a hacerlo cuando se abra para mantenerte al día.',
      retrain: '{leader} actualizó el curso «{course}» y pide a todos que lo vuelvan a hacer.',
    },
    many: '{leader} te asignó estos cursos:',
    due: 'Fecha límite: {due}.',
    message: 'Mensaje de {leader}: {message}',
    invited: 'Crea tu cuenta de Slidewise con esta dirección y llegarás directamente.',
    action: 'Abrir el curso',
    invitedAction: 'Unirme y empezar',
    footer: 'Recibes esto porque un responsable de Slidewise te asignó un curso.',
    invitedFooter:
      'El enlace funciona hasta que te unas, durante 14 días. Si no lo esperabas, ignora este correo.',
  },
  ar: {
    subject: {
      assigned: 'دورة جديدة: {course}',
      reminder: 'تذكير: {course}',
      due_soon: 'موعدها قريب: {course}',
      overdue: 'متأخرة: {course}',
      expiring: 'تدريب على وشك الانتهاء: {course}',
      retrain: 'يُرجى أخذها مرة أخرى: {course}',
    },
    invitedSubject: 'دعاك {leader} إلى Slidewise: {course}',
    body: {
      assigned: 'أسند إليك {leader} الدورة «{course}».',
      reminder: 'يذكّرك {leader} بإكمال الدورة «{course}».',
      due_soon: 'موعد إنهاء الدورة «{course}» قريب.',
      overdue: 'تأخرت الدورة «{course}». لا يزال بإمكانك إكمالها.',
      expiring: 'إتمامك للدورة «{course}» صالح حتى {due}. أعد أخذها عندما تُفتح لتبقى محدّثًا.',
      retrain: 'حدّث {leader} الدورة «{course}» ويطلب من الجميع أخذها مرة أخرى.',
    },
    many: 'أسند إليك {leader} هذه الدورات:',
    due: 'موعد الإنهاء: {due}.',
    message: 'رسالة من {leader}: {message}',
    invited: 'أنشئ حسابك في Slidewise بهذا العنوان وستنتقل إليها مباشرة.',
    action: 'افتح الدورة',
    invitedAction: 'انضم وابدأ',
    footer: 'تصلك هذه الرسالة لأن مسؤولًا في Slidewise أسند إليك دورة.',
    invitedFooter: 'يعمل الرابط إلى أن تنضم، لمدة 14 يومًا. إن لم تكن تتوقع هذه الرسالة فتجاهلها.',
  },
  'zh-cn': {
    subject: {
      assigned: '新课程：{course}',
      reminder: '提醒：{course}',
      due_soon: '即将到期：{course}',
      overdue: '已逾期：{course}',
      expiring: '培训即将到期：{course}',
      retrain: '请重新学习：{course}',
    },
    invitedSubject: '{leader} 邀请您加入 Slidewise：{course}',
    body: {
      assigned: '{leader} 为您分配了课程「{course}」。',
      reminder: '{leader} 提醒您学习课程「{course}」。',
      due_soon: '课程「{course}」即将到期。',
      overdue: '课程「{course}」已逾期。您仍可完成它。',
      expiring:
        '您对课程「{course}」的完成记录有效期至 {due}。课程重新开放后请再次学习以保持有效。',
      retrain: '{leader} 更新了课程「{course}」，请所有人重新学习。',
    },
    many: '{leader} 为您分配了以下课程：',
    due: '截止日期：{due}。',
    message: '{leader} 的留言：{message}',
    invited: '使用此地址创建 Slidewise 账户，即可直接进入课程。',
    action: '打开课程',
    invitedAction: '加入并开始',
    footer: '您收到此邮件是因为 Slidewise 的负责人为您分配了课程。',
    invitedFooter: '在您加入之前，该链接在 14 天内有效。如果您没有预期收到此邮件，请忽略。',
  },
};

export interface EmailCourse {
  title: string;
  dueAt: Date | null;
}

function formatDate(date: Date, language: Language) {
  return new Intl.DateTimeFormat(language === 'zh-cn' ? 'zh-CN' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The one e-mail a person gets for one action: the course or courses, each due date,
 * the leader's message, and one button. Without an account (`invited`) the button is
 * their invitation link, which leads through sign-up straight into the course.
 */
export function assignmentEmail(options: {
  kind: Kind;
  to: string;
  language: Language;
  courses: EmailCourse[];
  leader: string;
  url: string;
  message?: string | null | undefined;
  invited?: boolean;
}): MailMessage {
  const t = TEXT[options.language];
  const [first] = options.courses;
  const single = options.courses.length === 1 && first;
  const courseName = single ? first.title : String(options.courses.length);
  const fill = (s: string, extra: Record<string, string> = {}) =>
    Object.entries({ course: courseName, leader: options.leader, ...extra }).reduce(
      (out, [key, value]) => out.replaceAll(`{${key}}`, value),
      s,
    );
  const dueLine = (course: EmailCourse) =>
    course.dueAt ? fill(t.due, { due: formatDate(course.dueAt, options.language) }) : '';
  const subject = fill(options.invited ? t.invitedSubject : t.subject[options.kind]);
  // An expiring certification names its end date in the body ({due}) instead of a due line.
  const paragraphs = single
    ? options.kind === 'expiring'
      ? [
          fill(t.body.expiring, {
            due: first.dueAt ? formatDate(first.dueAt, options.language) : '',
          }),
        ]
      : [fill(t.body[options.kind]), dueLine(first)]
    : [
        fill(t.many),
        ...options.courses.map((c) => [`• ${c.title}`, dueLine(c)].filter(Boolean).join(' ')),
      ];
  if (options.message) paragraphs.push(fill(t.message, { message: options.message }));
  if (options.invited) paragraphs.push(t.invited);
  return actionEmail(options.to, options.url, options.language, {
    subject,
    heading: subject,
    paragraphs: paragraphs.filter(Boolean),
    action: options.invited ? t.invitedAction : t.action,
    footer: options.invited ? t.invitedFooter : t.footer,
  });
}
