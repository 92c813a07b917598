import type { Language } from '@slidewise/shared/i18n/languages';
import { emailHtml } from '../../lib/email-layout.js';
import type { MailMessage } from '../../lib/mailer.js';

type Kind = 'assigned' | 'reminder' | 'due_soon' | 'overdue' | 'expiring' | 'retrain';

const TEXT: Record<
  Language,
  Record<Kind, { subject: string; body: string }> & { action: string; footer: string }
> = {
  en: {
    assigned: {
      subject: 'New course: {course}',
      body: '{leader} assigned you the course "{course}".',
    },
    reminder: {
      subject: 'Reminder: {course}',
      body: '{leader} reminds you to take the course "{course}".',
    },
    due_soon: { subject: 'Due soon: {course}', body: 'The course "{course}" is due on {due}.' },
    overdue: {
      subject: 'Overdue: {course}',
      body: 'The course "{course}" was due on {due}. You can still finish it.',
    },
    expiring: {
      subject: 'Training expiring: {course}',
      body: 'Your completion of "{course}" is valid until {due}. Take it again when it opens to stay up to date.',
    },
    retrain: {
      subject: 'Please take it again: {course}',
      body: '{leader} updated the course "{course}" and asks everyone to take it again.',
    },
    action: 'Open the course',
    footer: 'You receive this because a Slidewise leader assigned you a course.',
  },
  es: {
    assigned: { subject: 'Nuevo curso: {course}', body: '{leader} te asignó el curso «{course}».' },
    reminder: {
      subject: 'Recordatorio: {course}',
      body: '{leader} te recuerda que hagas el curso «{course}».',
    },
    due_soon: { subject: 'Vence pronto: {course}', body: 'El curso «{course}» vence el {due}.' },
    overdue: {
      subject: 'Vencido: {course}',
      body: 'El curso «{course}» venció el {due}. Aún puedes terminarlo.',
    },
    expiring: {
      subject: 'Formación por caducar: {course}',
      body: 'Tu finalización de «{course}» es válida hasta el {due}. Vuelve a hacerlo cuando se abra para mantenerte al día.',
    },
    retrain: {
      subject: 'Vuelve a hacerlo: {course}',
      body: '{leader} actualizó el curso «{course}» y pide a todos que lo vuelvan a hacer.',
    },
    action: 'Abrir el curso',
    footer: 'Recibes esto porque un responsable de Slidewise te asignó un curso.',
  },
  ar: {
    assigned: { subject: 'دورة جديدة: {course}', body: 'أسند إليك {leader} الدورة «{course}».' },
    reminder: { subject: 'تذكير: {course}', body: 'يذكّرك {leader} بإكمال الدورة «{course}».' },
    due_soon: { subject: 'موعدها قريب: {course}', body: 'موعد إنهاء الدورة «{course}» هو {due}.' },
    overdue: {
      subject: 'متأخرة: {course}',
      body: 'كان موعد إنهاء الدورة «{course}» في {due}. لا يزال بإمكانك إكمالها.',
    },
    expiring: {
      subject: 'تدريب على وشك الانتهاء: {course}',
      body: 'إتمامك للدورة «{course}» صالح حتى {due}. أعد أخذها عندما تُفتح لتبقى محدّثًا.',
    },
    retrain: {
      subject: 'يُرجى أخذها مرة أخرى: {course}',
      body: 'حدّث {leader} الدورة «{course}» ويطلب من الجميع أخذها مرة أخرى.',
    },
    action: 'افتح الدورة',
    footer: 'تصلك هذه الرسالة لأن مسؤولًا في Slidewise أسند إليك دورة.',
  },
  'zh-cn': {
    assigned: { subject: '新课程：{course}', body: '{leader} 为您分配了课程「{course}」。' },
    reminder: { subject: '提醒：{course}', body: '{leader} 提醒您学习课程「{course}」。' },
    due_soon: { subject: '即将到期：{course}', body: '课程「{course}」将于 {due} 到期。' },
    overdue: {
      subject: '已逾期：{course}',
      body: '课程「{course}」已于 {due} 到期。您仍可完成它。',
    },
    expiring: {
      subject: '培训即将到期：{course}',
      body: '您对课程「{course}」的完成记录有效期至 {due}。课程重新开放后请再次学习以保持有效。',
    },
    retrain: {
      subject: '请重新学习：{course}',
      body: '{leader} 更新了课程「{course}」，请所有人重新学习。',
    },
    action: '打开课程',
    footer: '您收到此邮件是因为 Slidewise 的负责人为您分配了课程。',
  },
};

export function assignmentEmail(options: {
  kind: Kind;
  to: string;
  language: Language;
  course: string;
  leader: string;
  dueAt: Date | null;
  url: string;
  message?: string | undefined;
}): MailMessage {
  const t = TEXT[options.language];
  const due = options.dueAt
    ? new Intl.DateTimeFormat(options.language === 'zh-cn' ? 'zh-CN' : options.language, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(options.dueAt)
    : '';
  const fill = (s: string) =>
    s
      .replaceAll('{course}', options.course)
      .replaceAll('{leader}', options.leader)
      .replaceAll('{due}', due);
  const subject = fill(t[options.kind].subject);
  const paragraphs = [fill(t[options.kind].body), ...(options.message ? [options.message] : [])];
  return {
    to: options.to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${options.url}\n\n${t.footer}\n`,
    html: emailHtml({
      language: options.language,
      heading: subject,
      paragraphs,
      action: { label: t.action, url: options.url },
      footer: t.footer,
    }),
    link: options.url,
  };
}
