import { bullets, courseTemplate, slides } from './template-content.js';

const en = {
  title: 'Product training',
  description:
    'Get your team ready to explain, demonstrate and recommend a product: what it does, its key features and a great demo.',
  intro: {
    title: 'Meet the product',
    subtitle: 'Know it, show it, recommend it',
    notes: 'Replace “the product” with your product’s name throughout.',
  },
  what: {
    title: 'What it does',
    body: [
      'Our product helps small teams plan their work, share files and keep every customer conversation in one place.',
      'Customers choose it because it takes minutes to set up and needs no training to use.',
    ],
    notes: 'A product screenshot or a short YouTube demo works well beside this text.',
  },
  features: {
    title: 'Key features',
    points: [
      'Shared calendar',
      'File sharing',
      'Customer inbox',
      'Reports and dashboards',
      'Mobile app',
      'Single sign-on',
    ],
  },
  benefits: {
    title: 'Features and benefits',
    question: 'Match each feature with the benefit a customer cares about.',
    pairs: [
      ['Shared calendar', 'Nobody double-books a meeting'],
      ['Customer inbox', 'No customer email gets lost'],
      ['Mobile app', 'Work from anywhere'],
      ['Single sign-on', 'One password for everything'],
    ],
    explanation: 'Customers buy benefits, not features: always say what a feature does for them.',
  },
  terms: {
    title: 'Words to know',
    cards: [
      ['Workspace', 'One customer’s account, with all its people and data.'],
      ['Seat', 'One paid user in a workspace.'],
      ['Trial', 'Fourteen days of every feature, free, with no card needed.'],
    ],
  },
  demo: {
    title: 'A great demo',
    question: 'Put the steps of a product demo in the best order.',
    items: [
      'Ask about the customer’s problem',
      'Show the feature that solves it',
      'Let the customer try it',
      'Agree on the next step',
    ],
    explanation: 'Start from their problem and end with a clear next step.',
  },
  objection: {
    title: 'Handling a question',
    question: 'A customer says the product looks hard to learn. What is the best answer?',
    options: [
      'Offer a long training course',
      'Show how quickly a new user finishes a first task',
      'Tell them every product is hard at first',
    ],
    explanation: 'Showing beats telling: a quick first success answers the worry.',
  },
  poll: {
    title: 'Your customers',
    question: 'Which feature will your customers ask about most?',
    options: ['Shared calendar', 'File sharing', 'Customer inbox', 'Mobile app'],
  },
};

type Text = typeof en;

const es: Text = {
  title: 'Formación de producto',
  description:
    'Prepara a tu equipo para explicar, demostrar y recomendar un producto: qué hace, sus funciones clave y una buena demostración.',
  intro: {
    title: 'Conoce el producto',
    subtitle: 'Conócelo, muéstralo, recomiéndalo',
    notes: 'Sustituye «el producto» por el nombre de tu producto en todo el curso.',
  },
  what: {
    title: 'Qué hace',
    body: [
      'Nuestro producto ayuda a los equipos pequeños a planificar su trabajo, compartir archivos y tener todas las conversaciones con clientes en un solo lugar.',
      'Los clientes lo eligen porque se configura en minutos y no hace falta formación para usarlo.',
    ],
    notes:
      'Junto a este texto queda bien una captura del producto o una breve demostración de YouTube.',
  },
  features: {
    title: 'Funciones clave',
    points: [
      'Calendario compartido',
      'Archivos compartidos',
      'Bandeja de clientes',
      'Informes y paneles',
      'Aplicación móvil',
      'Inicio de sesión único',
    ],
  },
  benefits: {
    title: 'Funciones y ventajas',
    question: 'Relaciona cada función con la ventaja que le importa al cliente.',
    pairs: [
      ['Calendario compartido', 'Nadie reserva dos reuniones a la vez'],
      ['Bandeja de clientes', 'No se pierde ningún correo de clientes'],
      ['Aplicación móvil', 'Trabajar desde cualquier lugar'],
      ['Inicio de sesión único', 'Una sola contraseña para todo'],
    ],
    explanation:
      'Los clientes compran ventajas, no funciones: di siempre qué hace cada función por ellos.',
  },
  terms: {
    title: 'Vocabulario',
    cards: [
      ['Espacio de trabajo', 'La cuenta de un cliente, con todas sus personas y sus datos.'],
      ['Licencia', 'Un usuario de pago dentro de un espacio de trabajo.'],
      ['Prueba', 'Catorce días con todas las funciones, gratis y sin tarjeta.'],
    ],
  },
  demo: {
    title: 'Una buena demostración',
    question: 'Ordena los pasos de una demostración de producto.',
    items: [
      'Pregunta por el problema del cliente',
      'Muestra la función que lo resuelve',
      'Deja que el cliente lo pruebe',
      'Acordad el siguiente paso',
    ],
    explanation: 'Empieza por su problema y termina con un siguiente paso claro.',
  },
  objection: {
    title: 'Responder a una duda',
    question:
      'Un cliente dice que el producto parece difícil de aprender. ¿Cuál es la mejor respuesta?',
    options: [
      'Ofrecer un curso de formación largo',
      'Mostrar lo rápido que un usuario nuevo termina su primera tarea',
      'Decirle que todos los productos cuestan al principio',
    ],
    explanation: 'Mostrar es mejor que contar: un primer éxito rápido responde a la preocupación.',
  },
  poll: {
    title: 'Tus clientes',
    question: '¿Por qué función preguntarán más tus clientes?',
    options: [
      'Calendario compartido',
      'Archivos compartidos',
      'Bandeja de clientes',
      'Aplicación móvil',
    ],
  },
};

const ar: Text = {
  title: 'التدريب على المنتج',
  description:
    'جهّز فريقك لشرح المنتج وعرضه والتوصية به: ما الذي يفعله، وميزاته الرئيسية، وكيف يكون العرض الناجح.',
  intro: {
    title: 'تعرّف على المنتج',
    subtitle: 'اعرفه، اعرضه، أوصِ به',
    notes: 'استبدل كلمة «المنتج» باسم منتجك في كل الدورة.',
  },
  what: {
    title: 'ما الذي يفعله',
    body: [
      'يساعد منتجنا الفرق الصغيرة على تخطيط عملها ومشاركة الملفات وجمع كل محادثات العملاء في مكان واحد.',
      'يختاره العملاء لأن إعداده يستغرق دقائق ولا يحتاج استخدامه إلى تدريب.',
    ],
    notes: 'تناسب لقطة شاشة للمنتج أو عرض قصير من يوتيوب بجانب هذا النص.',
  },
  features: {
    title: 'الميزات الرئيسية',
    points: [
      'تقويم مشترك',
      'مشاركة الملفات',
      'صندوق رسائل العملاء',
      'التقارير ولوحات المتابعة',
      'تطبيق الجوال',
      'تسجيل الدخول الموحد',
    ],
  },
  benefits: {
    title: 'الميزات والفوائد',
    question: 'طابِق كل ميزة مع الفائدة التي تهم العميل.',
    pairs: [
      ['تقويم مشترك', 'لا يحجز أحد اجتماعين في الوقت نفسه'],
      ['صندوق رسائل العملاء', 'لا تضيع أي رسالة من عميل'],
      ['تطبيق الجوال', 'العمل من أي مكان'],
      ['تسجيل الدخول الموحد', 'كلمة مرور واحدة لكل شيء'],
    ],
    explanation: 'يشتري العملاء الفوائد لا الميزات: قل دائمًا ما الذي تقدمه الميزة لهم.',
  },
  terms: {
    title: 'مصطلحات مهمة',
    cards: [
      ['مساحة العمل', 'حساب عميل واحد بكل أفراده وبياناته.'],
      ['المقعد', 'مستخدم واحد مدفوع في مساحة العمل.'],
      ['الفترة التجريبية', 'أربعة عشر يومًا مجانية بكل الميزات ودون بطاقة.'],
    ],
  },
  demo: {
    title: 'عرض ناجح',
    question: 'رتّب خطوات عرض المنتج بأفضل ترتيب.',
    items: [
      'اسأل عن مشكلة العميل',
      'اعرض الميزة التي تحلّها',
      'دع العميل يجرّبها',
      'اتفقا على الخطوة التالية',
    ],
    explanation: 'ابدأ بمشكلته واختم بخطوة تالية واضحة.',
  },
  objection: {
    title: 'الرد على سؤال',
    question: 'يقول عميل إن تعلّم المنتج يبدو صعبًا. ما أفضل رد؟',
    options: [
      'اعرض عليه دورة تدريبية طويلة',
      'أرِه كيف ينجز مستخدم جديد أول مهمة بسرعة',
      'قل له إن كل المنتجات صعبة في البداية',
    ],
    explanation: 'العرض أفضل من الكلام: نجاح أول سريع يجيب عن قلقه.',
  },
  poll: {
    title: 'عملاؤك',
    question: 'عن أي ميزة سيسأل عملاؤك أكثر؟',
    options: ['تقويم مشترك', 'مشاركة الملفات', 'صندوق رسائل العملاء', 'تطبيق الجوال'],
  },
};

const zhCn: Text = {
  title: '产品培训',
  description: '让团队能够讲解、演示并推荐产品：它能做什么、关键功能，以及如何做一场出色的演示。',
  intro: {
    title: '认识产品',
    subtitle: '了解它，展示它，推荐它',
    notes: '把课程中的“产品”全部替换为你的产品名称。',
  },
  what: {
    title: '产品能做什么',
    body: [
      '我们的产品帮助小团队规划工作、共享文件，并把所有客户沟通集中在一个地方。',
      '客户选择它，是因为几分钟就能完成设置，而且无需培训就能上手。',
    ],
    notes: '在文字旁放一张产品截图或一段简短的 YouTube 演示效果很好。',
  },
  features: {
    title: '关键功能',
    points: ['共享日历', '文件共享', '客户收件箱', '报表和仪表板', '移动应用', '单点登录'],
  },
  benefits: {
    title: '功能与价值',
    question: '把每个功能与客户关心的价值配对。',
    pairs: [
      ['共享日历', '没人会重复预订会议'],
      ['客户收件箱', '不会遗漏任何客户邮件'],
      ['移动应用', '随时随地办公'],
      ['单点登录', '一个密码通行所有系统'],
    ],
    explanation: '客户买的是价值而不是功能：一定要说明功能能为他们带来什么。',
  },
  terms: {
    title: '常用术语',
    cards: [
      ['工作区', '一个客户的账户，包括其所有成员和数据。'],
      ['席位', '工作区中的一个付费用户。'],
      ['试用', '免费使用全部功能十四天，无需绑定银行卡。'],
    ],
  },
  demo: {
    title: '一场出色的演示',
    question: '把产品演示的步骤按最佳顺序排列。',
    items: ['询问客户遇到的问题', '展示解决该问题的功能', '让客户亲自试用', '约定下一步'],
    explanation: '从客户的问题出发，以明确的下一步收尾。',
  },
  objection: {
    title: '回应客户疑问',
    question: '客户说这个产品看起来很难学。最好的回答是什么？',
    options: [
      '提供一门很长的培训课程',
      '展示新用户能多快完成第一项任务',
      '告诉客户所有产品一开始都很难',
    ],
    explanation: '演示胜于说明：快速的第一次成功就能打消顾虑。',
  },
  poll: {
    title: '你的客户',
    question: '你的客户最常问起哪个功能？',
    options: ['共享日历', '文件共享', '客户收件箱', '移动应用'],
  },
};

export const productTraining = courseTemplate(
  'product-training',
  { preset: 'ocean', font: 'sans' },
  { en, es, ar, 'zh-cn': zhCn },
  (t) => [
    slides.title(t.intro),
    slides.content('media-right', t.what, ...t.what.body),
    slides.content('two-columns', t.features, bullets(t.features.points)),
    slides.matching(t.benefits),
    slides.flashcards(t.terms),
    slides.ordering(t.demo),
    slides.choice(t.objection, [1]),
    slides.poll(t.poll),
  ],
);
