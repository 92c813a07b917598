import { bullets, courseTemplate, slides } from './template-content.js';

const en = {
  title: 'Policy acknowledgement',
  description:
    'Walk your team through a policy, check they understood the key points, and record that they read it.',
  intro: {
    title: 'Code of conduct',
    subtitle: 'Read, understand, confirm',
    notes: 'Rename this course after your policy and link to the full document on the next slide.',
  },
  why: {
    title: 'Why this policy exists',
    body: [
      'This policy sets out how we treat each other, our customers and the information they trust us with.',
      'It protects you as much as the company: when everyone knows the rules, nobody has to guess.',
    ],
  },
  scope: {
    title: 'What it covers',
    points: [
      'Respect and fair treatment at work',
      'Gifts and conflicts of interest',
      'Confidential information and customer data',
      'Using company equipment and accounts',
      'Speaking up about concerns',
    ],
  },
  principle: {
    title: 'The one rule to remember',
    quote: 'If you would not be comfortable seeing it in tomorrow’s news, do not do it.',
    source: 'The code of conduct',
  },
  contractors: {
    title: 'Who it applies to',
    question: 'The policy applies to contractors and temporary staff as well as employees.',
    explanation: 'Everyone who works with us or for us follows the same code.',
  },
  report: {
    title: 'What to report',
    question: 'Which of these must you report? Choose every one that applies.',
    options: [
      'A supplier offers you an expensive gift',
      'A colleague shares customer data by mistake',
      'You take your usual lunch break',
      'You notice a conflict of interest',
    ],
    explanation: 'Gifts, data incidents and conflicts of interest are always reported.',
  },
  contact: {
    title: 'Getting help',
    question: 'Questions about this policy go to the {1} team.',
    accepted: ['compliance', 'legal'],
    explanation: 'The compliance team answers in confidence.',
  },
  confirm: {
    title: 'Thank you for reading',
    subtitle: 'By finishing this course you confirm that you have read and understood the policy.',
  },
};

type Text = typeof en;

const es: Text = {
  title: 'Aceptación de normativa',
  description:
    'Explica una normativa a tu equipo, comprueba que ha entendido los puntos clave y deja constancia de que la ha leído.',
  intro: {
    title: 'Código de conducta',
    subtitle: 'Leer, entender, confirmar',
    notes:
      'Cambia el nombre del curso por el de tu normativa y enlaza el documento completo en la siguiente diapositiva.',
  },
  why: {
    title: 'Por qué existe esta normativa',
    body: [
      'Esta normativa explica cómo nos tratamos entre nosotros, cómo tratamos a los clientes y la información que nos confían.',
      'Te protege tanto a ti como a la empresa: cuando todo el mundo conoce las reglas, nadie tiene que adivinar.',
    ],
  },
  scope: {
    title: 'Qué abarca',
    points: [
      'Respeto y trato justo en el trabajo',
      'Regalos y conflictos de interés',
      'Información confidencial y datos de clientes',
      'Uso de los equipos y las cuentas de la empresa',
      'Cómo comunicar una preocupación',
    ],
  },
  principle: {
    title: 'La regla que hay que recordar',
    quote: 'Si no te sentirías cómodo viéndolo mañana en las noticias, no lo hagas.',
    source: 'El código de conducta',
  },
  contractors: {
    title: 'A quién se aplica',
    question:
      'La normativa se aplica también a contratistas y personal temporal, no solo a la plantilla.',
    explanation:
      'Todas las personas que trabajan con nosotros o para nosotros siguen el mismo código.',
  },
  report: {
    title: 'Qué comunicar',
    question: '¿Cuáles de estas situaciones debes comunicar? Elige todas las que correspondan.',
    options: [
      'Un proveedor te ofrece un regalo caro',
      'Un compañero comparte datos de clientes por error',
      'Haces tu pausa habitual para comer',
      'Detectas un conflicto de interés',
    ],
    explanation:
      'Los regalos, los incidentes con datos y los conflictos de interés se comunican siempre.',
  },
  contact: {
    title: 'Dónde pedir ayuda',
    question: 'Las dudas sobre esta normativa se dirigen al equipo de {1}.',
    accepted: ['cumplimiento', 'cumplimiento normativo', 'legal', 'jurídico'],
    explanation: 'El equipo de cumplimiento responde con total confidencialidad.',
  },
  confirm: {
    title: 'Gracias por tu lectura',
    subtitle: 'Al terminar este curso confirmas que has leído y entendido la normativa.',
  },
};

const ar: Text = {
  title: 'الإقرار بالسياسة',
  description: 'اشرح لفريقك إحدى السياسات، وتحقق من فهمهم للنقاط الأساسية، وسجّل أنهم قرؤوها.',
  intro: {
    title: 'مدونة السلوك',
    subtitle: 'اقرأ، افهم، أكِّد',
    notes: 'غيّر اسم الدورة إلى اسم سياستك، وضع رابط المستند الكامل في الشريحة التالية.',
  },
  why: {
    title: 'لماذا وُضعت هذه السياسة',
    body: [
      'تحدد هذه السياسة كيف نتعامل مع بعضنا ومع عملائنا ومع المعلومات التي يأتمنوننا عليها.',
      'إنها تحميك كما تحمي الشركة: عندما يعرف الجميع القواعد، لا يضطر أحد إلى التخمين.',
    ],
  },
  scope: {
    title: 'ما تشمله',
    points: [
      'الاحترام والمعاملة العادلة في العمل',
      'الهدايا وتضارب المصالح',
      'المعلومات السرية وبيانات العملاء',
      'استخدام أجهزة الشركة وحساباتها',
      'الإبلاغ عن المخاوف',
    ],
  },
  principle: {
    title: 'القاعدة التي يجب تذكّرها',
    quote: 'إن لم تكن مرتاحًا لرؤيته في أخبار الغد، فلا تفعله.',
    source: 'مدونة السلوك',
  },
  contractors: {
    title: 'على من تنطبق',
    question: 'تنطبق السياسة على المتعاقدين والموظفين المؤقتين كما تنطبق على الموظفين.',
    explanation: 'كل من يعمل معنا أو لصالحنا يلتزم بالمدونة نفسها.',
  },
  report: {
    title: 'ما يجب الإبلاغ عنه',
    question: 'أيٌّ مما يلي يجب أن تُبلغ عنه؟ اختر كل ما ينطبق.',
    options: [
      'مورّد يعرض عليك هدية باهظة الثمن',
      'زميل يشارك بيانات عملاء عن طريق الخطأ',
      'تأخذ استراحة الغداء المعتادة',
      'تلاحظ تضاربًا في المصالح',
    ],
    explanation: 'يُبلَّغ دائمًا عن الهدايا وحوادث البيانات وتضارب المصالح.',
  },
  contact: {
    title: 'طلب المساعدة',
    question: 'تُوجَّه الأسئلة عن هذه السياسة إلى فريق {1}.',
    accepted: ['الامتثال', 'الشؤون القانونية', 'القانوني'],
    explanation: 'يجيب فريق الامتثال بسرية تامة.',
  },
  confirm: {
    title: 'شكرًا على القراءة',
    subtitle: 'بإنهائك هذه الدورة تؤكد أنك قرأت السياسة وفهمتها.',
  },
};

const zhCn: Text = {
  title: '制度确认',
  description: '带团队了解一项制度，检查他们是否理解要点，并记录他们已阅读。',
  intro: {
    title: '行为准则',
    subtitle: '阅读、理解、确认',
    notes: '把课程改名为你的制度名称，并在下一张幻灯片中附上完整文件的链接。',
  },
  why: {
    title: '为什么要有这项制度',
    body: [
      '这项制度说明了我们如何对待彼此、对待客户，以及对待客户托付给我们的信息。',
      '它既保护公司，也保护你：当每个人都清楚规则时，就没有人需要猜测。',
    ],
  },
  scope: {
    title: '涵盖范围',
    points: [
      '工作中的尊重与公平对待',
      '礼品与利益冲突',
      '保密信息与客户数据',
      '公司设备与账号的使用',
      '提出疑虑',
    ],
  },
  principle: {
    title: '需要牢记的一条规则',
    quote: '如果你不愿在明天的新闻里看到这件事，就不要去做。',
    source: '行为准则',
  },
  contractors: {
    title: '适用对象',
    question: '这项制度除了适用于正式员工，也适用于承包商和临时员工。',
    explanation: '所有与我们合作或为我们工作的人都遵守同一套准则。',
  },
  report: {
    title: '需要报告的情况',
    question: '以下哪些情况必须报告？请选出所有符合的选项。',
    options: [
      '供应商送你一份贵重礼物',
      '同事误将客户数据分享出去',
      '你按平常时间午休',
      '你发现存在利益冲突',
    ],
    explanation: '礼品、数据事件和利益冲突都必须报告。',
  },
  contact: {
    title: '寻求帮助',
    question: '关于这项制度的问题请咨询{1}团队。',
    accepted: ['合规', '法务'],
    explanation: '合规团队会保密地为你解答。',
  },
  confirm: {
    title: '感谢阅读',
    subtitle: '完成本课程即表示你确认已阅读并理解该制度。',
  },
};

export const policyAcknowledgement = courseTemplate(
  'policy-acknowledgement',
  { preset: 'slate', font: 'serif' },
  { en, es, ar, 'zh-cn': zhCn },
  (t) => [
    slides.title(t.intro),
    slides.content('text', t.why, ...t.why.body),
    slides.content('two-columns', t.scope, bullets(t.scope.points)),
    slides.content(
      'quote',
      { title: t.principle.title, subtitle: t.principle.source },
      t.principle.quote,
    ),
    slides.trueFalse(t.contractors, true),
    slides.choice(t.report, [0, 1, 3], true),
    slides.fillBlank(t.contact),
    slides.title(t.confirm),
  ],
);
