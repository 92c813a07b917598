import { bullets, courseTemplate, slides } from './template-content.js';

const en = {
  title: 'Welcome aboard',
  description:
    'A first-week course for new team members: who we are, how we work, who to ask, and what happens in the first days.',
  welcome: {
    title: 'Welcome to the team',
    subtitle: 'Your first week, step by step',
    notes: 'Replace this with a short welcome from the team lead, and add a team photo.',
  },
  about: {
    title: 'Who we are',
    body: [
      'We are a small team with a big goal: to make every customer’s day a little easier.',
      'Everything we build starts with a real question from a real person.',
    ],
    points: ['Customers first', 'Say what you think, kindly', 'Finish what you start'],
    notes: 'Put your company’s mission and values here; a team picture works well beside the text.',
  },
  week: {
    title: 'Your first week',
    days: [
      'Day 1: meet your buddy, set up your laptop and accounts',
      'Day 2: a tour of our products and customers',
      'Day 3: sit in on team meetings and take notes',
      'Day 4: your first small task, with your buddy',
      'Day 5: a check-in with your manager',
    ],
  },
  values: {
    title: 'How we work',
    quote: 'Ask early, share often, and leave things better than you found them.',
    source: 'Our team charter',
  },
  people: {
    title: 'People to know',
    cards: [
      ['Your buddy', 'Your first contact for everyday questions during your first month.'],
      ['Your manager', 'Sets your goals with you and meets you every week.'],
      ['IT helpdesk', 'Laptops, accounts, passwords and access to tools.'],
      ['People team', 'Contracts, pay, holidays and wellbeing.'],
    ],
  },
  match: {
    title: 'Who can help?',
    question: 'Match each need with the person or team who can help.',
    pairs: [
      ['My password has expired', 'IT helpdesk'],
      ['I want to book a holiday', 'People team'],
      ['I am not sure how a tool works', 'Your buddy'],
      ['I want to talk about my goals', 'Your manager'],
    ],
    explanation: 'When in doubt, ask your buddy: they will point you to the right person.',
  },
  firstDay: {
    title: 'Your first day',
    question: 'What is the first thing you do on day one?',
    options: [
      'Start on a customer project alone',
      'Meet your buddy and set up your accounts',
      'Read every policy before talking to anyone',
    ],
    explanation: 'Day one is for people and set-up: your buddy walks you through it.',
  },
  feeling: {
    title: 'How are you feeling?',
    question: 'How do you feel about your first week?',
    options: ['Excited', 'Curious', 'A little nervous', 'Ready to go'],
  },
};

type Text = typeof en;

const es: Text = {
  title: 'Bienvenida al equipo',
  description:
    'Un curso para la primera semana de quien se incorpora: quiénes somos, cómo trabajamos, a quién preguntar y qué pasa los primeros días.',
  welcome: {
    title: 'Te damos la bienvenida al equipo',
    subtitle: 'Tu primera semana, paso a paso',
    notes:
      'Sustituye este texto por una breve bienvenida de quien dirige el equipo y añade una foto del equipo.',
  },
  about: {
    title: 'Quiénes somos',
    body: [
      'Somos un equipo pequeño con un gran objetivo: hacer un poco más fácil el día de cada cliente.',
      'Todo lo que construimos empieza con una pregunta real de una persona real.',
    ],
    points: ['El cliente primero', 'Di lo que piensas, con amabilidad', 'Termina lo que empiezas'],
    notes:
      'Pon aquí la misión y los valores de tu empresa; una foto del equipo junto al texto queda bien.',
  },
  week: {
    title: 'Tu primera semana',
    days: [
      'Día 1: conoce a tu compañero de acogida y configura tu portátil y tus cuentas',
      'Día 2: un recorrido por nuestros productos y clientes',
      'Día 3: asiste a las reuniones del equipo y toma notas',
      'Día 4: tu primera tarea pequeña, con tu compañero de acogida',
      'Día 5: una reunión de seguimiento con tu responsable',
    ],
  },
  values: {
    title: 'Cómo trabajamos',
    quote: 'Pregunta pronto, comparte a menudo y deja las cosas mejor de como las encontraste.',
    source: 'Nuestra carta de equipo',
  },
  people: {
    title: 'Personas clave',
    cards: [
      [
        'Tu compañero de acogida',
        'Tu primer contacto para las dudas del día a día durante el primer mes.',
      ],
      ['Tu responsable', 'Fija contigo tus objetivos y se reúne contigo cada semana.'],
      ['Soporte informático', 'Portátiles, cuentas, contraseñas y acceso a las herramientas.'],
      ['Equipo de personas', 'Contratos, nóminas, vacaciones y bienestar.'],
    ],
  },
  match: {
    title: '¿Quién puede ayudarte?',
    question: 'Relaciona cada necesidad con la persona o el equipo que puede ayudarte.',
    pairs: [
      ['Mi contraseña ha caducado', 'Soporte informático'],
      ['Quiero pedir vacaciones', 'Equipo de personas'],
      ['No sé cómo funciona una herramienta', 'Tu compañero de acogida'],
      ['Quiero hablar de mis objetivos', 'Tu responsable'],
    ],
    explanation: 'Si tienes dudas, pregunta a tu compañero de acogida: te dirá a quién acudir.',
  },
  firstDay: {
    title: 'Tu primer día',
    question: '¿Qué es lo primero que haces el primer día?',
    options: [
      'Empezar sin ayuda un proyecto con un cliente',
      'Conocer a tu compañero de acogida y configurar tus cuentas',
      'Leer todas las normas antes de hablar con nadie',
    ],
    explanation:
      'El primer día es para conocer a la gente y prepararlo todo: tu compañero de acogida te guía.',
  },
  feeling: {
    title: '¿Cómo te sientes?',
    question: '¿Cómo te sientes ante tu primera semana?',
    options: ['Con ilusión', 'Con curiosidad', 'Un poco nervioso', 'Con ganas de empezar'],
  },
};

const ar: Text = {
  title: 'مرحبًا بك معنا',
  description:
    'دورة للأسبوع الأول لأعضاء الفريق الجدد: من نحن، وكيف نعمل، ومن تسأل، وما الذي يحدث في الأيام الأولى.',
  welcome: {
    title: 'مرحبًا بك في الفريق',
    subtitle: 'أسبوعك الأول خطوة بخطوة',
    notes: 'استبدل هذا النص بترحيب قصير من قائد الفريق، وأضف صورة للفريق.',
  },
  about: {
    title: 'من نحن',
    body: [
      'نحن فريق صغير بهدف كبير: أن نجعل يوم كل عميل أسهل قليلًا.',
      'كل ما نبنيه يبدأ بسؤال حقيقي من شخص حقيقي.',
    ],
    points: ['العميل أولًا', 'قل رأيك بلطف', 'أكمل ما تبدؤه'],
    notes: 'ضع هنا رسالة شركتك وقيمها؛ وتبدو صورة الفريق بجانب النص مناسبة.',
  },
  week: {
    title: 'أسبوعك الأول',
    days: [
      'اليوم الأول: تعرّف على زميلك المرافق، وجهّز حاسوبك وحساباتك',
      'اليوم الثاني: جولة في منتجاتنا وعملائنا',
      'اليوم الثالث: احضر اجتماعات الفريق ودوّن ملاحظاتك',
      'اليوم الرابع: مهمتك الصغيرة الأولى مع زميلك المرافق',
      'اليوم الخامس: لقاء متابعة مع مديرك',
    ],
  },
  values: {
    title: 'كيف نعمل',
    quote: 'اسأل مبكرًا، وشارك كثيرًا، واترك الأشياء أفضل مما وجدتها.',
    source: 'ميثاق فريقنا',
  },
  people: {
    title: 'أشخاص يجب أن تعرفهم',
    cards: [
      ['زميلك المرافق', 'أول من تسأله عن أمور العمل اليومية خلال شهرك الأول.'],
      ['مديرك', 'يحدد أهدافك معك ويلتقي بك كل أسبوع.'],
      ['الدعم التقني', 'الحواسيب والحسابات وكلمات المرور والوصول إلى الأدوات.'],
      ['فريق الموارد البشرية', 'العقود والرواتب والإجازات والرفاهية.'],
    ],
  },
  match: {
    title: 'من يستطيع مساعدتك؟',
    question: 'طابِق كل حاجة مع الشخص أو الفريق الذي يستطيع المساعدة.',
    pairs: [
      ['انتهت صلاحية كلمة المرور', 'الدعم التقني'],
      ['أريد حجز إجازة', 'فريق الموارد البشرية'],
      ['لست متأكدًا من طريقة عمل أداة ما', 'زميلك المرافق'],
      ['أريد الحديث عن أهدافي', 'مديرك'],
    ],
    explanation: 'إذا ترددت فاسأل زميلك المرافق: سيدلّك على الشخص المناسب.',
  },
  firstDay: {
    title: 'يومك الأول',
    question: 'ما أول شيء تفعله في اليوم الأول؟',
    options: [
      'تبدأ وحدك مشروعًا لأحد العملاء',
      'تتعرّف على زميلك المرافق وتجهّز حساباتك',
      'تقرأ كل السياسات قبل أن تتحدث مع أحد',
    ],
    explanation: 'اليوم الأول للتعارف والتجهيز: زميلك المرافق يرشدك خلاله.',
  },
  feeling: {
    title: 'كيف تشعر؟',
    question: 'ما شعورك تجاه أسبوعك الأول؟',
    options: ['متحمس', 'فضولي', 'متوتر قليلًا', 'مستعد للبدء'],
  },
};

const zhCn: Text = {
  title: '欢迎加入',
  description: '为新成员准备的第一周课程：我们是谁、我们如何工作、有问题找谁，以及最初几天的安排。',
  welcome: {
    title: '欢迎加入团队',
    subtitle: '一步步了解你的第一周',
    notes: '把这里换成团队负责人的简短欢迎词，并加上一张团队合影。',
  },
  about: {
    title: '我们是谁',
    body: [
      '我们是一个小团队，有一个大目标：让每位客户的每一天都更轻松一点。',
      '我们做的每一件事，都始于真实的人提出的真实问题。',
    ],
    points: ['客户至上', '坦诚表达，友善待人', '有始有终'],
    notes: '在这里写上公司的使命和价值观；在文字旁放一张团队照片效果很好。',
  },
  week: {
    title: '你的第一周',
    days: [
      '第 1 天：认识你的入职伙伴，设置电脑和账号',
      '第 2 天：了解我们的产品和客户',
      '第 3 天：旁听团队会议并做笔记',
      '第 4 天：在伙伴的陪同下完成第一个小任务',
      '第 5 天：与经理进行一次沟通',
    ],
  },
  values: {
    title: '我们如何工作',
    quote: '早提问，多分享，让事情比你接手时更好。',
    source: '我们的团队章程',
  },
  people: {
    title: '需要认识的人',
    cards: [
      ['你的入职伙伴', '第一个月里日常问题的第一联系人。'],
      ['你的经理', '和你一起制定目标，每周与你见面。'],
      ['IT 服务台', '电脑、账号、密码和工具权限。'],
      ['人力资源团队', '合同、薪资、休假和员工关怀。'],
    ],
  },
  match: {
    title: '谁能帮你？',
    question: '把每项需求与能提供帮助的人或团队配对。',
    pairs: [
      ['我的密码过期了', 'IT 服务台'],
      ['我想申请休假', '人力资源团队'],
      ['我不确定某个工具怎么用', '你的入职伙伴'],
      ['我想谈谈我的目标', '你的经理'],
    ],
    explanation: '拿不准时就问你的入职伙伴：他们会告诉你该找谁。',
  },
  firstDay: {
    title: '你的第一天',
    question: '第一天你首先要做什么？',
    options: ['独自开始一个客户项目', '认识入职伙伴并设置账号', '在和任何人交谈之前读完所有制度'],
    explanation: '第一天用来认识同事、完成准备工作：入职伙伴会带你完成。',
  },
  feeling: {
    title: '你感觉如何？',
    question: '你对第一周感觉如何？',
    options: ['很兴奋', '很好奇', '有点紧张', '准备好了'],
  },
};

export const onboarding = courseTemplate(
  'onboarding',
  { preset: 'violet', font: 'sans' },
  { en, es, ar, 'zh-cn': zhCn },
  (t) => [
    slides.title(t.welcome),
    slides.content('media-right', t.about, ...t.about.body, bullets(t.about.points)),
    slides.content('two-columns', t.week, bullets(t.week.days)),
    slides.content('quote', { title: t.values.title, subtitle: t.values.source }, t.values.quote),
    slides.flashcards(t.people),
    slides.matching(t.match),
    slides.choice(t.firstDay, [1]),
    slides.poll(t.feeling),
  ],
);
