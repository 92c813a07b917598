import { courseTemplate, slides, steps } from './template-content.js';

const en = {
  title: 'Workplace safety briefing',
  description:
    'The essentials everyone on site must know: exits, the fire alarm, extinguishers and reporting accidents.',
  intro: {
    title: 'Workplace safety briefing',
    subtitle: 'Ten minutes that keep everyone safe',
    notes: 'Add your site’s name and the date of the last fire drill.',
  },
  exits: {
    title: 'Know your exits',
    body: [
      'Every floor has at least two marked exits. Find the two nearest your desk today, not during an emergency.',
      'Exit routes and fire doors must never be blocked, locked or propped open.',
    ],
    notes: 'A photo or floor plan of your building’s exits fits beside this text.',
  },
  alarm: {
    title: 'If you hear the alarm',
    steps: [
      'Stop what you are doing and leave the equipment',
      'Walk to the nearest exit; never use the lift',
      'Go to the assembly point and stay there',
      'Wait for the fire warden to give the all-clear',
    ],
  },
  order: {
    title: 'Evacuation steps',
    question: 'Put the evacuation steps in the right order.',
    items: [
      'Raise the alarm',
      'Leave by the nearest exit',
      'Gather at the assembly point',
      'Report to the fire warden',
    ],
    explanation: 'Alarm first, then out, then gather, so the warden can count everyone.',
  },
  lift: {
    title: 'Lifts',
    question: 'You may use the lift during a fire alarm if you are in a hurry.',
    explanation: 'Never use a lift in a fire: it can stop between floors or open onto the fire.',
  },
  extinguisher: {
    title: 'Electrical fires',
    question: 'Which extinguisher is safe on an electrical fire?',
    options: ['Water', 'Carbon dioxide (CO2)', 'Foam'],
    explanation: 'CO2 does not conduct electricity; water and foam do.',
  },
  report: {
    title: 'Reporting',
    question: 'Report every accident or near miss to your {1} on the same day.',
    accepted: ['supervisor', 'manager', 'line manager'],
    explanation: 'A near miss reported today prevents an accident tomorrow.',
  },
};

type Text = typeof en;

const es: Text = {
  title: 'Charla de seguridad en el trabajo',
  description:
    'Lo esencial que todo el personal debe saber: salidas, alarma de incendios, extintores y comunicación de accidentes.',
  intro: {
    title: 'Charla de seguridad en el trabajo',
    subtitle: 'Diez minutos que nos protegen a todos',
    notes: 'Añade el nombre de tu centro y la fecha del último simulacro de incendio.',
  },
  exits: {
    title: 'Conoce tus salidas',
    body: [
      'Cada planta tiene al menos dos salidas señalizadas. Localiza hoy las dos más cercanas a tu puesto, no durante una emergencia.',
      'Las rutas de evacuación y las puertas cortafuegos nunca deben estar bloqueadas, cerradas con llave ni calzadas abiertas.',
    ],
    notes: 'Junto a este texto encaja una foto o un plano de las salidas de tu edificio.',
  },
  alarm: {
    title: 'Si oyes la alarma',
    steps: [
      'Deja lo que estés haciendo y abandona el equipo',
      'Camina hasta la salida más cercana; nunca uses el ascensor',
      'Ve al punto de encuentro y quédate allí',
      'Espera a que el responsable de evacuación dé el aviso de fin',
    ],
  },
  order: {
    title: 'Pasos de la evacuación',
    question: 'Ordena los pasos de la evacuación.',
    items: [
      'Dar la alarma',
      'Salir por la salida más cercana',
      'Reunirse en el punto de encuentro',
      'Presentarse al responsable de evacuación',
    ],
    explanation:
      'Primero la alarma, luego salir y después reunirse, para que el responsable pueda contar a todo el mundo.',
  },
  lift: {
    title: 'Ascensores',
    question: 'Puedes usar el ascensor durante una alarma de incendio si tienes prisa.',
    explanation:
      'Nunca uses el ascensor en un incendio: puede detenerse entre plantas o abrirse frente al fuego.',
  },
  extinguisher: {
    title: 'Fuegos eléctricos',
    question: '¿Qué extintor es seguro en un fuego eléctrico?',
    options: ['Agua', 'Dióxido de carbono (CO2)', 'Espuma'],
    explanation: 'El CO2 no conduce la electricidad; el agua y la espuma sí.',
  },
  report: {
    title: 'Comunicación',
    question: 'Comunica cada accidente o casi accidente a tu {1} el mismo día.',
    accepted: ['supervisor', 'supervisora', 'responsable', 'jefe', 'jefa'],
    explanation: 'Un casi accidente comunicado hoy evita un accidente mañana.',
  },
};

const ar: Text = {
  title: 'إحاطة السلامة في مكان العمل',
  description:
    'الأساسيات التي يجب أن يعرفها كل من في الموقع: المخارج، وإنذار الحريق، والطفايات، والإبلاغ عن الحوادث.',
  intro: {
    title: 'إحاطة السلامة في مكان العمل',
    subtitle: 'عشر دقائق تحافظ على سلامة الجميع',
    notes: 'أضف اسم موقعك وتاريخ آخر تدريب على الإخلاء.',
  },
  exits: {
    title: 'اعرف مخارجك',
    body: [
      'في كل طابق مخرجان معلَّمان على الأقل. حدِّد اليوم أقرب مخرجين إلى مكتبك، لا أثناء الطوارئ.',
      'يجب ألا تُسدّ طرق الخروج وأبواب الحريق أو تُقفل أو تُترك مفتوحة بإسناد.',
    ],
    notes: 'تناسب صورة أو مخطط لمخارج المبنى بجانب هذا النص.',
  },
  alarm: {
    title: 'إذا سمعت الإنذار',
    steps: [
      'توقّف عما تفعله واترك المعدات',
      'امشِ إلى أقرب مخرج، ولا تستخدم المصعد أبدًا',
      'اذهب إلى نقطة التجمع وابقَ فيها',
      'انتظر حتى يعلن مسؤول الإخلاء انتهاء الخطر',
    ],
  },
  order: {
    title: 'خطوات الإخلاء',
    question: 'رتّب خطوات الإخلاء بالترتيب الصحيح.',
    items: [
      'أطلِق الإنذار',
      'اخرج من أقرب مخرج',
      'تجمّع في نقطة التجمع',
      'أبلِغ مسؤول الإخلاء بحضورك',
    ],
    explanation: 'الإنذار أولًا، ثم الخروج، ثم التجمع، ليتمكن مسؤول الإخلاء من إحصاء الجميع.',
  },
  lift: {
    title: 'المصاعد',
    question: 'يمكنك استخدام المصعد أثناء إنذار الحريق إذا كنت مستعجلًا.',
    explanation: 'لا تستخدم المصعد أبدًا أثناء الحريق: قد يتوقف بين الطوابق أو يُفتح على النار.',
  },
  extinguisher: {
    title: 'حرائق الكهرباء',
    question: 'أي طفاية آمنة على حريق كهربائي؟',
    options: ['الماء', 'ثاني أكسيد الكربون (CO2)', 'الرغوة'],
    explanation: 'ثاني أكسيد الكربون لا يوصل الكهرباء، أما الماء والرغوة فيوصلانها.',
  },
  report: {
    title: 'الإبلاغ',
    question: 'أبلِغ {1} عن كل حادث أو حادث وشيك في اليوم نفسه.',
    accepted: ['مشرفك', 'المشرف', 'مديرك', 'المدير'],
    explanation: 'الحادث الوشيك الذي يُبلَّغ عنه اليوم يمنع حادثًا غدًا.',
  },
};

const zhCn: Text = {
  title: '工作场所安全须知',
  description: '现场每个人都必须知道的要点：安全出口、火警、灭火器以及事故报告。',
  intro: {
    title: '工作场所安全须知',
    subtitle: '十分钟，守护每个人的安全',
    notes: '加上你们场所的名称和最近一次消防演练的日期。',
  },
  exits: {
    title: '认识你的安全出口',
    body: [
      '每层楼至少有两个有标识的出口。今天就找到离你工位最近的两个，而不是等到紧急情况时。',
      '疏散通道和防火门绝不能被堵塞、上锁或用东西撑开。',
    ],
    notes: '可以在文字旁放一张本楼出口的照片或平面图。',
  },
  alarm: {
    title: '听到警报时',
    steps: [
      '停下手头的工作，放下设备',
      '步行到最近的出口；绝不乘坐电梯',
      '前往集合点并留在那里',
      '等待消防负责人宣布解除警报',
    ],
  },
  order: {
    title: '疏散步骤',
    question: '把疏散步骤按正确顺序排列。',
    items: ['发出警报', '从最近的出口离开', '到集合点集合', '向消防负责人报到'],
    explanation: '先报警，再撤离，然后集合，这样消防负责人才能清点人数。',
  },
  lift: {
    title: '电梯',
    question: '火警期间如果赶时间，可以乘坐电梯。',
    explanation: '火灾时绝不要乘电梯：电梯可能停在两层之间，或在着火的楼层开门。',
  },
  extinguisher: {
    title: '电气火灾',
    question: '哪种灭火器可以安全地用于电气火灾？',
    options: ['水', '二氧化碳（CO2）', '泡沫'],
    explanation: '二氧化碳不导电；水和泡沫导电。',
  },
  report: {
    title: '报告',
    question: '每一起事故或险情都要在当天报告给你的{1}。',
    accepted: ['主管', '上级', '经理'],
    explanation: '今天报告一次险情，就能避免明天的一起事故。',
  },
};

export const safetyBriefing = courseTemplate(
  'safety-briefing',
  { preset: 'sunset', font: 'rounded' },
  { en, es, ar, 'zh-cn': zhCn },
  (t) => [
    slides.title(t.intro),
    slides.content('media-left', t.exits, ...t.exits.body),
    slides.content('text', t.alarm, steps(t.alarm.steps)),
    slides.ordering(t.order),
    slides.trueFalse(t.lift, false),
    slides.choice(t.extinguisher, [1]),
    slides.fillBlank(t.report),
  ],
);
