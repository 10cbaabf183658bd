import type { CategoryId } from '../knowledge/types';

/**
 * Our own short framing of each product category, used to make the texts speak about the
 * field a job belongs to. `field`: what the work in it is like; `brake`: what slows automation
 * there (a full sentence); `aiUse`: what using AI well looks like there; `edge`: the human
 * strengths worth building; `credential`: the credentials that count there. Editorial writing, not taken from any source.
 */
export interface CategoryNote {
  field: string;
  brake: string;
  aiUse: string;
  edge: string;
  /** The credentials that carry weight in the field. */
  credential: string;
}

export const CATEGORY_NOTES: Record<CategoryId, { en: CategoryNote; zh: CategoryNote }> = {
  technology: {
    en: {
      field:
        'work built around software, data and networks, where most of the output is already digital',
      brake: 'Code and systems still need someone who answers for them when they fail.',
      aiUse:
        'use coding assistants for drafts, tests and reviews, and get good at specifying and checking what they produce',
      edge: 'system design, debugging in messy real environments and translating what users need into working software',
      credential: 'cloud, security or platform certifications and a portfolio of shipped work',
    },
    zh: {
      field: '围绕软件、数据和网络展开的工作，产出大多本身就是数字形态',
      brake: '系统一旦出故障，总得有人负责、有人兜底。',
      aiUse: '用编程助手起草代码、写测试、做评审，并练好把需求讲清楚、把结果查仔细的本事',
      edge: '系统设计、在真实复杂环境里排查问题、把用户需求翻译成能跑的方案',
      credential: '云计算、安全或平台类认证，以及一份拿得出手的项目作品集',
    },
  },
  'engineering-science': {
    en: {
      field:
        'applied science and engineering, where calculations meet physical reality, safety codes and experiments',
      brake: 'Designs and findings have to survive testing, sign-off and physical constraints.',
      aiUse:
        'let models draft calculations, literature reviews and reports, and own the verification',
      edge: 'judgement about physical systems, experimental design and professional sign-off',
      credential:
        'a professional engineering licence or specialist certifications, and tested or published work',
    },
    zh: {
      field: '应用科学与工程，计算要落到实物、规范和实验上',
      brake: '设计和结论必须经得起测试、审核签字和物理条件的检验。',
      aiUse: '让模型起草计算、文献综述和报告，验证环节牢牢握在自己手里',
      edge: '对物理系统的判断、实验设计以及需要专业签字的把关',
      credential: '注册工程师执照或专业认证，以及经过实测或发表检验的成果',
    },
  },
  healthcare: {
    en: {
      field:
        'care for patients, shaped by licensing, liability and the need to be physically present',
      brake: 'Clinical decisions carry legal responsibility, and patients expect a person.',
      aiUse:
        'use AI for documentation, literature and triage support while keeping the clinical judgement',
      edge: 'hands-on care, reading a patient in the room and explaining difficult news',
      credential: 'state licensure, specialty certifications and documented clinical hours',
    },
    zh: {
      field: '面向患者的照护工作，绕不开执业资格和医疗责任，也离不开人到场',
      brake: '临床决策背后有法律责任，患者也希望面对的是一个人。',
      aiUse: '把病历书写、文献检索和分诊辅助交给 AI，临床判断留给自己',
      edge: '动手照护、当面察觉患者状况、把坏消息讲清楚也讲温和',
      credential: '执业执照、专科认证和有据可查的临床时长',
    },
  },
  education: {
    en: {
      field: 'teaching and training, where progress depends on relationships with learners',
      brake: 'Learning needs motivation, trust and supervision that a tool does not supply.',
      aiUse:
        'use AI to prepare materials, differentiate exercises and speed up marking, and spend the time saved with learners',
      edge: 'motivating people, managing a room and noticing who is falling behind',
      credential: 'a teaching licence with subject or special-education endorsements',
    },
    zh: {
      field: '教学与培训，学习成效很大程度上取决于师生关系',
      brake: '学习需要动力、信任和督促，这些工具给不了。',
      aiUse: '用 AI 备课、分层出题、加快批改，把省下的时间留给学生',
      edge: '激发学习动力、掌控课堂、及时发现掉队的学生',
      credential: '教师资格证，加上学科或特殊教育方向的资质',
    },
  },
  finance: {
    en: {
      field:
        'money, records and risk, where rules are explicit and much of the input arrives as data',
      brake: 'Regulators and clients hold a named person accountable for the numbers.',
      aiUse:
        'automate reconciliations, drafting and first-pass analysis, and become the one who checks and explains the result',
      edge: 'judgement on unusual cases, client trust and accountability for the numbers',
      credential: 'designations such as CPA or CFA and a record of clean audits',
    },
    zh: {
      field: '与资金、账目和风险打交道，规则明确，输入多半是数据',
      brake: '监管方和客户都要求数字背后有一个具名的责任人。',
      aiUse: '把对账、起草文书和初步分析交给自动化工具，自己负责核查结果、解释数字',
      edge: '处理非常规个案的判断力、客户信任，以及为数字负责',
      credential: 'CPA、CFA 等专业资格，以及干净的审计记录',
    },
  },
  'business-management': {
    en: {
      field: 'running organisations: planning, coordinating people and deciding under uncertainty',
      brake:
        'Decisions about people, money and strategy need someone with authority and accountability.',
      aiUse:
        'let AI prepare briefs, analyses and first drafts, and keep the decisions and the difficult conversations',
      edge: 'leading people, negotiating and making calls with incomplete information',
      credential: 'project or change-management certifications and a record of teams led',
    },
    zh: {
      field: '让一个组织转起来的工作：做计划、协调人手、在情况不明时拍板',
      brake: '涉及人、钱和战略的决定，需要有权限也担责任的人来拍板。',
      aiUse: '让 AI 准备简报、分析和初稿，决策和关键沟通留在自己手里',
      edge: '带团队、谈判，以及在信息不全时做出判断',
      credential: '项目管理或变革管理认证，以及带过团队的经历',
    },
  },
  'sales-marketing': {
    en: {
      field: 'persuading and serving customers, where much of the groundwork is text and data',
      brake: 'Customers still want a person they trust when much is at stake.',
      aiUse:
        'use AI for research, outreach drafts and campaign variants, and spend your time on relationships',
      edge: 'building trust, reading a negotiation and understanding a customer’s real problem',
      credential: 'product certifications, analytics skills and a book of clients you can show',
    },
    zh: {
      field: '说服客户、服务客户，前期很多功夫花在文字和数据上',
      brake: '事关重大时，客户仍然想找一个信得过的人。',
      aiUse: '用 AI 做客户调研、起草触达文案、生成多个版本的活动方案，把时间花在经营关系上',
      edge: '建立信任、把握谈判节奏、看懂客户真正的问题',
      credential: '产品认证、数据分析能力，以及一份拿得出手的客户名单',
    },
  },
  'creative-media': {
    en: {
      field:
        'creative and media work, where generative tools now produce drafts of text, images and sound',
      brake: 'Taste, originality and a recognisable voice are what clients pay for.',
      aiUse:
        'use generative tools for first drafts, variations and routine chores, and keep the judgement calls and the final check for yourself',
      edge: 'a distinct voice, editorial judgement and working directly with clients and audiences',
      credential: 'a portfolio, reel or body of published work that shows your voice',
    },
    zh: {
      field: '做内容、做创意的行当，生成式工具已经能拿出文字、图像和声音的初稿',
      brake: '客户真正买单的是品味、原创和辨识度。',
      aiUse: '用生成式工具出初稿、做几个版本、处理杂务，关键的取舍和最后的把关留给自己',
      edge: '独特的风格、编辑判断力、与客户和受众的直接合作',
      credential: '能体现个人风格的作品集、样片或已发表作品',
    },
  },
  legal: {
    en: {
      field: 'legal work, built on documents, precedent and professional responsibility',
      brake: 'A licensed person must stand behind advice and filings, and errors are costly.',
      aiUse:
        'use AI for research, document review and first drafts, and verify every citation yourself',
      edge: 'advocacy, negotiation, client counselling and judgement on risk',
      credential: 'bar admission or paralegal certification, and a specialty area',
    },
    zh: {
      field: '法律工作，以文书、判例和职业责任为基础',
      brake: '法律意见和文书必须由持证的人签字负责，出错代价很高。',
      aiUse: '用 AI 做检索、审阅文件、起草初稿，但每一处引用都要亲自核实',
      edge: '出庭辩护、谈判、为当事人出主意、判断风险',
      credential: '律师执业资格或律师助理认证，以及一个专长领域',
    },
  },
  'community-social': {
    en: {
      field: 'helping people through hard situations, where trust and presence are the work itself',
      brake: 'People in crisis need a person, and much of the work happens face to face.',
      aiUse:
        'use AI for case notes, paperwork and finding resources, and protect your time with clients',
      edge: 'empathy, de-escalation and building trust with people who have reasons not to trust',
      credential:
        'state licences such as social-work or counselling licences, and supervised hours',
    },
    zh: {
      field: '在困境中帮助他人，信任和陪伴本身就是工作内容',
      brake: '身处危机的人需要真人，大部分工作都要面对面完成。',
      aiUse: '用 AI 写个案记录、处理表格、查找资源，把时间留给服务对象',
      edge: '同理心、化解冲突、与不轻易信任别人的人建立信任',
      credential: '社工或心理咨询等执业资格，以及督导下的实务时长',
    },
  },
  'public-safety-government': {
    en: {
      field: 'public service and safety, governed by law, procedure and public accountability',
      brake:
        'Public authority has to be exercised by accountable people, and procedures change slowly.',
      aiUse: 'use AI for reports, records and research within your agency’s rules',
      edge: 'judgement in the field, de-escalation and acting with legal authority',
      credential: 'academy training, certifications in your specialty and a clean service record',
    },
    zh: {
      field: '公共服务与公共安全，受法律、程序和公众监督约束',
      brake: '公共权力必须由可问责的人行使，制度和流程的变化也慢。',
      aiUse: '在单位规定允许的范围内，用 AI 写报告、整理档案、做资料检索',
      edge: '现场判断、化解冲突、依法行使职权',
      credential: '专业院校训练、本专业的资格认证，以及良好的从业记录',
    },
  },
  'construction-trades': {
    en: {
      field: 'skilled work on sites and buildings, where no two jobs are quite the same',
      brake: 'Irregular sites, weather and safety rules make the work hard to mechanise.',
      aiUse: 'use apps and AI for estimates, quotes, code look-ups and scheduling',
      edge: 'craft skill, problem-solving on site and running jobs and crews',
      credential: 'a journeyman or master licence, safety cards and a record of finished jobs',
    },
    zh: {
      field: '在工地和建筑上完成的技术活，几乎没有两单活是完全一样的',
      brake: '现场千差万别，还有天气和安全规范，机器很难替代。',
      aiUse: '用软件和 AI 做估价、报价、查规范、排工期',
      edge: '手艺、现场解决问题的能力、带班和管工程',
      credential: '技工或技师等级证书、安全作业证，以及一份完工项目记录',
    },
  },
  'manufacturing-production': {
    en: {
      field:
        'making and processing goods, where machines and automation have been advancing for decades',
      brake:
        'The pressure here comes from robots and process automation more than from language models.',
      aiUse:
        'learn the automated equipment, its data and its maintenance rather than competing with it',
      edge: 'setting up, troubleshooting and maintaining machines, and judging quality',
      credential: 'certifications on the machines and control systems your plant runs',
    },
    zh: {
      field: '制造和加工产品，机器与自动化已经推进了几十年',
      brake: '这里的压力主要来自机器人和工艺自动化，而不是语言模型。',
      aiUse: '学会操作自动化设备、读懂它的数据、做好维护保养，而不是跟机器比速度',
      edge: '设备调试、故障排查与维修，以及质量判断',
      credential: '所在工厂设备和控制系统的操作认证',
    },
  },
  'transportation-logistics': {
    en: {
      field:
        'moving people and goods, where automation arrives through vehicles, warehouses and routing software',
      brake:
        'Safety regulation and messy real-world conditions slow driverless and robotic systems.',
      aiUse: 'get fluent with routing, tracking and fleet software and the data they produce',
      edge: 'safety judgement, handling the unexpected and dealing with customers on the spot',
      credential:
        'the licences and endorsements your vehicles or freight require, and a clean safety record',
    },
    zh: {
      field: '运送人和货物，自动化主要通过车辆、仓储和调度软件进入',
      brake: '安全监管和复杂的真实路况，拖慢了无人驾驶和机器人系统的落地。',
      aiUse: '熟练使用调度、追踪和车队管理软件，读懂它们产生的数据',
      edge: '安全判断、应对突发情况、现场与客户打交道',
      credential: '所驾驶车辆或所运货物要求的驾照与附加资质，以及良好的安全记录',
    },
  },
  'hospitality-food': {
    en: {
      field: 'serving guests and preparing food, paced by people, shifts and physical space',
      brake:
        'The work is paced by guests, shifts and the room itself, and guests notice who serves them.',
      aiUse: 'use ordering, booking and inventory systems well and let them carry the admin',
      edge: 'hospitality, speed under pressure and keeping guests happy',
      credential: 'food-safety and service certifications and a reputation you can point to',
    },
    zh: {
      field: '接待客人、制作餐食，节奏取决于人、班次和场地',
      brake: '工作节奏跟着客人、班次和场地走，客人也在意是谁在服务。',
      aiUse: '用好点单、预订和库存系统，把行政杂务交给它们',
      edge: '待客之道、高压下的速度、让客人满意',
      credential: '食品安全与服务类证书，以及拿得出手的口碑',
    },
  },
  'personal-services': {
    en: {
      field: 'personal care and services delivered in person, one client at a time',
      brake: 'The service is the personal contact, which software cannot deliver.',
      aiUse: 'use booking, marketing and client-management tools to run the business side',
      edge: 'skill with your hands, rapport with clients and a loyal clientele',
      credential: 'the licence your service needs and a loyal clientele that reviews you well',
    },
    zh: {
      field: '面对面、一次服务一位客户的生活服务',
      brake: '服务本身就是人与人的接触，软件替代不了。',
      aiUse: '用预约、营销和客户管理工具打理经营上的事务',
      edge: '手上功夫、与客户的融洽关系、稳定的回头客',
      credential: '所从事服务要求的执照，以及稳定、口碑好的客户群',
    },
  },
  'agriculture-environment': {
    en: {
      field: 'work with land, animals, water and the outdoors, shaped by seasons and places',
      brake:
        'Outdoor, variable conditions keep much of it manual or machine-assisted rather than automated.',
      aiUse: 'use precision-agriculture, sensing and mapping tools and the data they produce',
      edge: 'reading conditions on the ground, working with living things and running equipment',
      credential:
        'pesticide, equipment or environmental certifications and hands-on field or herd experience',
    },
    zh: {
      field: '与土地、动物、水和户外环境打交道，受季节和地域影响',
      brake: '户外条件多变，大量工作仍靠手工或机械辅助，谈不上全自动。',
      aiUse: '学会用精准农业、遥感测绘等工具，看懂它们的数据',
      edge: '现场判断环境条件、与生物打交道、操作设备',
      credential: '农药使用、设备操作或环保方面的资格证书，以及实打实的田间或养殖经验',
    },
  },
  'office-administration': {
    en: {
      field:
        'office and administrative support, much of it handling documents, records and requests',
      brake:
        'Not much holds the change back, since much of the work is exactly what language models and workflow software do.',
      aiUse:
        'become the person who sets up and checks the automated workflows rather than the one they replace',
      edge: 'handling exceptions, helping people who need a person, and knowing how the organisation really works',
      credential: 'certifications in the software and workflow tools your office runs on',
    },
    zh: {
      field: '办公与行政支持，大量工作是处理文件、记录和各类申请',
      brake: '变化的阻力不大，因为很多工作恰恰是语言模型和流程软件擅长的。',
      aiUse: '争取去搭建、检查自动化流程，别等着被流程顶替',
      edge: '处理例外情况、照应需要真人帮忙的人、摸清单位里实际怎么办事',
      credential: '所在单位所用软件和流程工具的认证',
    },
  },
  military: {
    en: {
      field: 'military service, with its own training, ranks and rules',
      brake: 'Command responsibility and rules of engagement keep people in charge.',
      aiUse: 'learn the digital and autonomous systems your branch is adopting',
      edge: 'leadership, discipline and acting under pressure',
      credential: 'civilian certifications that translate your military training',
    },
    zh: {
      field: '军队服役，有自己的训练体系、军衔和规章',
      brake: '指挥责任和交战规则决定了必须由人来掌控。',
      aiUse: '熟悉所在军种正在引入的数字化和自主系统',
      edge: '领导力、纪律性和高压下的行动能力',
      credential: '能把军队训练转换成民用资格的证书',
    },
  },
};
