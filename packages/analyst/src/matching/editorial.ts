/**
 * Every editorial choice of the title matcher, in one place: titles O*NET lacks or ranks in a way
 * a job seeker would not expect, each mapped to real O*NET-SOC 2019 codes with a one-line reason,
 * and the words we treat as too vague to analyse. A test checks that every code exists.
 *
 * This file is longer than our usual limit on purpose: it is a table that reviewers read as one
 * list, and splitting it would hide choices from each other.
 *
 * Decisions on generic words (written down here so they can be argued with):
 * - "Teacher"/"老师", "Nurse"/"护士", "Driver"/"司机", "Doctor"/"医生", "Cook"/"厨师" and "Sales"/"销售"
 *   are jobs, not too vague: their readings share one kind of work, so the most common reading
 *   leads (elementary school teachers, registered nurses, heavy truck drivers…) and the others
 *   follow as alternatives.
 * - "Manager", "Engineer", "Designer", "Analyst", "Consultant"… and 经理, 工程师, 设计师… are too vague:
 *   their readings are unrelated jobs (a civil engineer and a software engineer share little), so
 *   we ask for a more specific title and offer the common ones as examples.
 */

export interface EditorialTitle {
  /** Canonical English title; also a query form. */
  title: string;
  /** Canonical Chinese title; also a query form. */
  titleZh: string;
  /** Other English query forms. */
  en: readonly string[];
  /** Other Chinese query forms. */
  zh: readonly string[];
  /** O*NET-SOC 2019 codes, best first. */
  codes: readonly string[];
  reason: string;
}

function entry(
  title: string,
  titleZh: string,
  codes: readonly string[],
  reason: string,
  forms: { en?: readonly string[]; zh?: readonly string[] } = {},
): EditorialTitle {
  return { title, titleZh, codes, reason, en: forms.en ?? [], zh: forms.zh ?? [] };
}

export const EDITORIAL_TITLES: readonly EditorialTitle[] = [
  // Software and data
  entry(
    'Software Engineer',
    '软件工程师',
    ['15-1252.00'],
    'O*NET files software engineers under Software Developers; we name the page as searched.',
    { en: ['swe', 'software development engineer', 'sde'] },
  ),
  entry(
    'Programmer',
    '程序员',
    ['15-1251.00', '15-1252.00'],
    'Computer Programmers is the literal match; most people who call themselves programmers do the work of Software Developers.',
    { en: ['coder'], zh: ['码农', '程序猿'] },
  ),
  entry(
    'Front-End Developer',
    '前端开发工程师',
    ['15-1254.00', '15-1252.00'],
    'Front-end work builds websites and web apps (Web Developers); app-heavy roles overlap Software Developers.',
    { en: ['frontend engineer'], zh: ['前端', '前端开发', '前端工程师', 'web前端'] },
  ),
  entry(
    'Back-End Developer',
    '后端开发工程师',
    ['15-1252.00', '15-1254.00'],
    'Server-side development is software development; web back ends overlap Web Developers.',
    { en: ['backend engineer'], zh: ['后端', '后端开发', '后端工程师'] },
  ),
  entry(
    'Full-Stack Developer',
    '全栈开发工程师',
    ['15-1252.00', '15-1254.00'],
    'Full-stack roles span software and web development; O*NET lists them under both.',
    { en: ['full stack engineer'], zh: ['全栈工程师', '全栈开发'] },
  ),
  entry(
    'Java Developer',
    'Java开发工程师',
    ['15-1252.00', '15-1251.00'],
    'O*NET lists "Java Developer" under Computer Programmers; today the role designs and builds software, as our Chinese aliases already say.',
    { en: ['java engineer', 'java programmer'], zh: ['Java开发', 'Java工程师', 'Java后端'] },
  ),
  entry(
    'IT Support Specialist',
    'IT技术支持',
    ['15-1232.00', '15-1231.00'],
    '"IT support" names the help-desk job: Computer User Support Specialists, then network support.',
    {
      en: ['it support', 'tech support', 'technical support', 'desktop support', 'it helpdesk'],
      zh: ['IT支持', '桌面运维', 'IT技术支持工程师'],
    },
  ),
  entry(
    'Game Developer',
    '游戏开发工程师',
    ['15-1252.00', '15-1255.01'],
    'Game programmers are software developers; game designers are the neighbouring occupation.',
    { zh: ['游戏开发'] },
  ),
  entry(
    'Data Analyst',
    '数据分析师',
    ['15-2051.01', '15-2051.00', '15-2041.00'],
    'O*NET has no Data Analysts code; reporting and dashboard work is closest to Business Intelligence Analysts, then Data Scientists.',
    { zh: ['数据分析'] },
  ),
  entry(
    'Data Engineer',
    '数据工程师',
    ['15-1243.00', '15-1243.01', '15-1252.00'],
    'O*NET reports "Data Engineer" under Database Architects; pipeline work also overlaps warehousing and software development.',
    { zh: ['数据开发', '数据开发工程师'] },
  ),
  entry(
    'Big Data Engineer',
    '大数据工程师',
    ['15-1243.00', '15-1252.00', '15-2051.00'],
    'Big-data platform work is data engineering (Database Architects) done by software developers.',
    { zh: ['大数据开发', '大数据开发工程师'] },
  ),
  entry(
    'Machine Learning Engineer',
    '机器学习工程师',
    ['15-2051.00', '15-1221.00', '15-1252.00'],
    'O*NET scatters ML engineers over three codes; training and evaluating models is closest to Data Scientists.',
    { en: ['ml engineer', 'mle'] },
  ),
  entry(
    'AI Engineer',
    '人工智能工程师',
    ['15-1221.00', '15-2051.00', '15-1252.00'],
    'O*NET lacks AI engineers; building AI systems is closest to Computer and Information Research Scientists, then Data Scientists.',
    {
      en: ['artificial intelligence engineer', 'llm engineer', 'ai developer'],
      zh: ['AI工程师', '大模型工程师', 'AI开发'],
    },
  ),
  entry(
    'AI Researcher',
    'AI研究员',
    ['15-1221.00', '15-2051.00'],
    'Research on AI methods is the work of Computer and Information Research Scientists.',
    {
      en: ['ai research scientist', 'machine learning researcher', 'ml researcher'],
      zh: ['人工智能研究员', '大模型研究员'],
    },
  ),
  entry(
    'Algorithm Engineer',
    '算法工程师',
    ['15-2051.00', '15-1221.00', '15-1252.00'],
    'In Chinese job boards 算法工程师 builds models (recommendation, search, vision): Data Scientists first.',
    { zh: ['推荐算法工程师', '算法研究员'] },
  ),
  entry(
    'Prompt Engineer',
    '提示词工程师',
    ['15-1252.00', '15-1221.00', '27-3042.00'],
    'O*NET lacks prompt engineers; most build LLM features as software developers, with research and technical writing as neighbours.',
    { en: ['prompt designer'], zh: ['Prompt工程师'] },
  ),
  entry(
    'AI Trainer',
    'AI训练师',
    ['43-9021.00', '15-2051.00', '15-1299.00'],
    'O*NET lacks AI trainers; labelling and rating model output is closest to Data Entry Keyers.',
    { en: ['ai data trainer'], zh: ['人工智能训练师'] },
  ),
  entry(
    'Data Annotator',
    '数据标注员',
    ['43-9021.00', '15-1299.00'],
    'O*NET lacks data annotators; tagging data by hand is closest to Data Entry Keyers.',
    { en: ['data labeler', 'data labeller'], zh: ['数据标注', '标注员'] },
  ),
  entry(
    'DevOps Engineer',
    'DevOps工程师',
    ['15-1252.00', '15-1244.00'],
    'O*NET lists DevOps engineers under Software Developers; infrastructure work overlaps Network and Computer Systems Administrators.',
    { en: ['devops'] },
  ),
  entry(
    'Site Reliability Engineer',
    'SRE工程师',
    ['15-1244.00', '15-1252.00'],
    'Keeping production systems running is systems administration done with software.',
    { en: ['sre'], zh: ['SRE', '稳定性工程师'] },
  ),
  entry(
    'IT Operations Engineer',
    '运维工程师',
    ['15-1244.00', '15-1232.00'],
    '运维 means running servers and networks: Network and Computer Systems Administrators, then user support.',
    { en: ['it operations'], zh: ['运维', 'IT运维', '系统运维', '运维专员'] },
  ),
  entry(
    'Network Engineer',
    '网络工程师',
    ['15-1241.00', '15-1244.00', '15-1241.01'],
    'BLS counts network engineers as Computer Network Architects; O*NET\'s own "Network Engineer" rows point at software and telecom codes.',
    { en: ['network architect'], zh: ['网络架构师'] },
  ),
  entry(
    'QA Engineer',
    '测试工程师',
    ['15-1253.00', '17-2112.00'],
    'In software, QA engineers test software; in manufacturing, quality engineers are Industrial Engineers.',
    {
      en: [
        'quality assurance engineer',
        'test engineer',
        'software test engineer',
        'software tester',
        'sdet',
        'qa tester',
        'qa analyst',
        'software qa tester',
      ],
      zh: ['软件测试工程师', '测试', '软件测试', 'QA工程师'],
    },
  ),
  entry(
    'MLOps Engineer',
    'MLOps工程师',
    ['15-1252.00', '15-2051.00', '15-1299.08'],
    'O*NET lacks MLOps engineers; shipping and running models is software development, with Data Scientists and systems engineering as neighbours.',
    {
      en: ['mlops', 'machine learning operations engineer', 'ml platform engineer'],
      zh: ['MLOps', '机器学习运维工程师'],
    },
  ),
  entry(
    'Cloud Engineer',
    '云计算工程师',
    ['15-1299.08', '15-1241.00', '15-1244.00'],
    'O*NET lacks cloud engineers; designing cloud systems is closest to Computer Systems Engineers/Architects.',
    { en: ['cloud architect'], zh: ['云工程师', '云架构师'] },
  ),
  entry(
    'Software Architect',
    '软件架构师',
    ['15-1299.08', '15-1252.00'],
    'Designing whole systems is the work of Computer Systems Engineers/Architects.',
    { zh: ['架构师', '系统架构师', 'Java架构师'] },
  ),
  entry(
    'Solutions Architect',
    '解决方案架构师',
    ['15-1299.08', '15-1241.00'],
    'Solution design for clients is Computer Systems Engineers/Architects work.',
    { zh: ['解决方案工程师'] },
  ),
  entry(
    'Engineering Manager',
    '研发经理',
    ['11-3021.00', '11-9041.00'],
    'Managing a software team is Computer and Information Systems Managers work.',
    { en: ['software engineering manager', 'development manager'], zh: ['技术经理', '开发经理'] },
  ),
  entry(
    'Technical Program Manager',
    '技术项目经理',
    ['15-1299.09', '13-1082.00'],
    'Technical programs are run by IT Project Managers.',
    { en: ['tpm'] },
  ),
  entry(
    'Web3 Developer',
    'Web3开发工程师',
    ['15-1299.07', '15-1252.00'],
    'Web3 work is blockchain engineering.',
    { en: ['web3 engineer', 'smart contract developer'], zh: ['区块链开发'] },
  ),
  // Product and design
  entry(
    'Product Manager',
    '产品经理',
    ['11-2021.00', '15-1299.09'],
    "O*NET's only code for product managers is Marketing Managers; software product management is close to IT Project Managers, second.",
    { en: ['pm', 'product owner'], zh: ['产品负责人', 'PM'] },
  ),
  entry(
    'UX Designer',
    'UX设计师',
    ['15-1255.00', '27-1021.00'],
    "O*NET's short-title rows for UX designer also point at testers; the design work is Web and Digital Interface Designers.",
    {
      en: ['user experience designer', 'ux ui designer', 'ui ux designer'],
      zh: ['用户体验设计师'],
    },
  ),
  entry(
    'UI Designer',
    'UI设计师',
    ['15-1255.00', '27-1024.00'],
    'Interface design is Web and Digital Interface Designers; visual UI work overlaps Graphic Designers.',
    { en: ['user interface designer'], zh: ['界面设计师'] },
  ),
  entry(
    'Product Designer',
    '产品设计师',
    ['15-1255.00', '27-1021.00'],
    'In tech a product designer designs digital products; designers of physical products are Commercial and Industrial Designers.',
  ),
  entry(
    'Interaction Designer',
    '交互设计师',
    ['15-1255.00'],
    'Interaction design is Web and Digital Interface Designers work.',
  ),
  entry(
    'Visual Designer',
    '视觉设计师',
    ['27-1024.00', '15-1255.00'],
    'Visual design is graphic design, often for screens.',
  ),
  // Marketing, content and platforms
  entry(
    'Growth Marketer',
    '增长黑客',
    ['13-1161.00', '11-2021.00'],
    'Growth work is marketing analysis and campaigns: Marketing Specialists.',
    { en: ['growth hacker', 'growth manager'], zh: ['增长经理', '用户增长'] },
  ),
  entry(
    'Social Media Manager',
    '社交媒体运营',
    ['13-1161.00', '27-3031.00', '11-2021.00'],
    'Running brand social accounts is marketing and public relations work.',
    { en: ['social media specialist', 'community manager'], zh: ['社群运营', '社区运营'] },
  ),
  entry(
    'New Media Operations Specialist',
    '新媒体运营',
    ['13-1161.00', '27-3031.00'],
    '新媒体运营 runs a brand on content platforms: Marketing Specialists, then Public Relations Specialists.',
    { zh: ['新媒体运营专员', '内容运营', '短视频运营', '公众号运营'] },
  ),
  entry(
    'Operations Specialist',
    '运营专员',
    ['13-1161.00', '13-1199.00', '11-1021.00'],
    'In Chinese internet firms 运营 grows users and content, which is marketing work; general operations follows.',
    { zh: ['运营', '用户运营', '产品运营', '活动运营'] },
  ),
  entry(
    'E-Commerce Operations Specialist',
    '电商运营',
    ['13-1199.06', '13-1161.00', '11-2021.00'],
    'Running an online shop is what O*NET calls Online Merchants; marketing follows.',
    {
      en: ['e-commerce specialist', 'ecommerce operations'],
      zh: ['电商运营专员', '店铺运营', '跨境电商运营'],
    },
  ),
  entry(
    'Digital Marketer',
    '数字营销专员',
    ['13-1161.00', '13-1161.01'],
    'Digital marketing is Marketing Specialists and Search Marketing Strategists work.',
    {
      en: ['digital marketing specialist', 'performance marketer'],
      zh: ['数字营销', '投放专员', '信息流优化师'],
    },
  ),
  entry(
    'Content Creator',
    '内容创作者',
    ['27-3043.00', '27-4031.00', '27-4032.00'],
    'O*NET lacks content creators; writing, filming and editing content are Writers, Camera Operators and Video Editors.',
    { en: ['creator', 'digital creator'], zh: ['自媒体', '自媒体博主', '自媒体人', '内容创作'] },
  ),
  entry(
    'Influencer',
    '网红',
    ['27-2099.00', '41-9011.00', '27-3043.00'],
    'O*NET lacks influencers; performing a persona is Entertainers and Performers, promoting products is Product Promoters.',
    {
      en: ['social media influencer', 'kol', 'internet celebrity'],
      zh: ['KOL', '达人', '网络红人'],
    },
  ),
  entry(
    'Streamer',
    '主播',
    ['27-2099.00', '27-3011.00', '41-9011.00'],
    'O*NET lacks live streamers; entertaining a live audience is Entertainers and Performers, then Broadcast Announcers.',
    {
      en: ['live streamer', 'twitch streamer', 'game streamer'],
      zh: ['直播主播', '游戏主播', '网络主播', '娱乐主播'],
    },
  ),
  entry(
    'Live Commerce Host',
    '带货主播',
    ['41-9011.00', '27-2099.00', '27-3011.00'],
    'Selling on live streams is demonstrating and promoting products.',
    {
      en: ['live commerce streamer', 'live shopping host'],
      zh: ['直播带货', '带货达人', '电商主播'],
    },
  ),
  entry(
    'YouTuber',
    'UP主',
    ['27-2099.00', '27-4031.00', '27-3043.00'],
    'O*NET lacks video creators; on-camera performing, filming and scripting are the closest occupations.',
    { en: ['vlogger', 'video creator', 'tiktoker'], zh: ['视频博主', '抖音博主'] },
  ),
  entry(
    'Blogger',
    '博主',
    ['27-3043.00', '27-3099.00'],
    'Blogging is writing for an audience: Writers and Authors.',
    { zh: ['写手', '小红书博主'] },
  ),
  entry(
    'Esports Player',
    '电竞选手',
    ['27-2021.00'],
    'Professional gamers compete for pay like other Athletes and Sports Competitors.',
    { en: ['pro gamer', 'esports athlete'], zh: ['职业电竞选手', '电竞运动员'] },
  ),
  // Sales and business
  entry(
    'Sales',
    '销售',
    ['41-2031.00', '41-4012.00', '41-3091.00'],
    '"Sales" alone names a salesperson; the largest sales occupations lead.',
    { en: ['sales person', 'sales associate'], zh: ['销售员', '业务员'] },
  ),
  entry(
    'Account Manager',
    '客户经理',
    ['41-3091.00', '41-4012.00', '11-2022.00'],
    'Account managers keep and grow client accounts: sales representatives first.',
    { en: ['key account manager', 'kam'], zh: ['大客户经理', 'KA经理'] },
  ),
  entry(
    'Bank Account Manager',
    '银行客户经理',
    ['13-2072.00', '41-3031.00'],
    'Bank relationship managers sell loans and financial products: Loan Officers, then Financial Services Sales Agents.',
    { en: ['relationship manager'], zh: ['对公客户经理', '理财经理'] },
  ),
  entry(
    'Customer Success Manager',
    '客户成功经理',
    ['41-3091.00', '43-4051.00'],
    'Customer success keeps clients renewing: service sales, then customer service.',
    { en: ['customer success specialist'], zh: ['客户成功'] },
  ),
  entry(
    'Business Development Manager',
    '商务拓展经理',
    ['41-3091.00', '11-2022.00', '11-1021.00'],
    'Business development finds new clients and deals: sales work first.',
    { en: ['bd manager', 'business development'], zh: ['BD', 'BD经理', '商务经理', '商务拓展'] },
  ),
  entry(
    'Founder',
    '创始人',
    ['11-1011.00', '11-1021.00'],
    'Founders run their own companies: Chief Executives, then General and Operations Managers (O*NET\'s "Founder" row is a foundry worker).',
    {
      en: ['startup founder', 'co-founder', 'entrepreneur', 'business owner', 'company owner'],
      zh: ['创业者', '联合创始人', '企业主', '个体老板'],
    },
  ),
  entry(
    'HR Business Partner',
    'HRBP',
    ['13-1071.00', '11-3121.00'],
    'HR business partners are senior Human Resources Specialists.',
    { en: ['hrbp'], zh: ['人力资源业务伙伴'] },
  ),
  entry(
    'Scrum Master',
    '敏捷教练',
    ['15-1299.09', '13-1082.00'],
    'O*NET reports scrum masters under IT Project Managers.',
    { en: ['agile coach'] },
  ),
  entry(
    'Quantitative Researcher',
    '量化研究员',
    ['13-2099.01', '15-2041.00'],
    'Quant research is Financial Quantitative Analysts work.',
    { en: ['quant', 'quant researcher', 'quant analyst'], zh: ['量化', '量化分析师', '宽客'] },
  ),
  entry(
    'Real Estate Agent',
    '房产中介',
    ['41-9022.00', '41-9021.00'],
    'Estate agents are Real Estate Sales Agents; licensed brokers are the neighbouring code.',
    { zh: ['房产经纪人', '中介', '地产中介'] },
  ),
  // Gig and platform work
  entry(
    'Food Delivery Rider',
    '外卖骑手',
    ['43-5021.00', '53-3031.00'],
    'O*NET lacks app delivery riders; carrying orders by bike or scooter is Couriers and Messengers, then Driver/Sales Workers.',
    {
      en: [
        'delivery rider',
        'rider',
        'food delivery courier',
        'doordash driver',
        'deliveroo rider',
      ],
      zh: ['骑手', '外卖员', '外卖小哥', '送餐员', '美团骑手', '饿了么骑手', '配送员'],
    },
  ),
  entry(
    'Rideshare Driver',
    '网约车司机',
    ['53-3053.00', '53-3054.00'],
    'O*NET puts ride-hailing drivers with Shuttle Drivers and Chauffeurs; Taxi Drivers are the neighbours.',
    {
      en: ['uber driver', 'lyft driver', 'ride hailing driver', 'didi driver'],
      zh: ['滴滴司机', '专车司机', '快车司机'],
    },
  ),
  entry(
    'Designated Driver',
    '代驾',
    ['53-3053.00', '53-3054.00'],
    "Driving a client's own car home is chauffeur work.",
    { zh: ['代驾司机'] },
  ),
  entry(
    'Courier',
    '快递员',
    ['43-5021.00', '53-3033.00'],
    'Parcel couriers are Couriers and Messengers; van delivery is Light Truck Drivers.',
    { en: ['parcel courier', 'express courier'], zh: ['快递小哥', '快递配送员'] },
  ),
  // Public sector (China and elsewhere)
  entry(
    'Civil Servant',
    '公务员',
    ['13-1199.00', '43-9061.00', '13-1041.00'],
    'No code covers all government employees; most civil-service posts are business operations and office work.',
    {
      en: ['government employee', 'public servant', 'government official'],
      zh: ['事业单位', '机关干部'],
    },
  ),
  entry(
    'Village Official',
    '村干部',
    ['13-1199.00', '11-1011.00', '43-9061.00'],
    'Village officials run local administration: operations work, with the chief-executive code for village heads.',
    { zh: ['村官', '村支书', '村长'] },
  ),
  entry(
    'Urban Management Officer',
    '城管',
    ['33-3041.00', '13-1041.04', '33-9099.00'],
    '城管 enforce city rules on streets and vending, like Parking Enforcement and government inspectors.',
    { zh: ['城管队员', '城市管理执法'] },
  ),
  entry(
    'Auxiliary Police Officer',
    '辅警',
    ['33-3051.00', '33-9099.00'],
    'Auxiliary officers support patrol police.',
    { en: ['auxiliary police'], zh: ['协警'] },
  ),
  // Health, care and everyday work
  entry(
    'Doctor',
    '医生',
    ['29-1215.00', '29-1216.00', '29-1229.00'],
    '"Doctor" without a specialty reads as a general practitioner: family medicine, then internal medicine.',
    {
      en: ['medical doctor', 'general practitioner', 'gp', 'md'],
      zh: ['大夫', '临床医生', '全科医生'],
    },
  ),
  entry(
    'Psychotherapist',
    '心理医生',
    ['19-3033.00', '29-1223.00', '21-1014.00'],
    '心理医生 means a clinical psychologist, or a psychiatrist when medicine is involved.',
    { zh: ['心理治疗师'] },
  ),
  entry(
    'Traditional Chinese Medicine Doctor',
    '中医',
    ['29-1291.00', '29-1299.00'],
    'O*NET lacks TCM doctors; Acupuncturists and other diagnosing practitioners are closest.',
    { en: ['tcm doctor', 'chinese medicine practitioner'], zh: ['中医师', '中医大夫'] },
  ),
  entry(
    'Lab Technician',
    '实验室技术员',
    ['29-2012.00', '19-4021.00', '19-4031.00'],
    'Most lab technicians work in clinical and research labs; O*NET\'s own "Lab Technician" rows name niche occupations.',
    { en: ['laboratory technician', 'lab tech', 'lab assistant'], zh: ['化验员', '检验员'] },
  ),
  entry(
    'Hospital Care Worker',
    '护工',
    ['31-1131.00', '31-1122.00', '31-1132.00'],
    '护工 give bedside care in hospitals: Nursing Assistants, then Personal Care Aides.',
    { zh: ['医院护工', '陪护'] },
  ),
  entry(
    'Maternity Nanny',
    '月嫂',
    ['39-9011.01', '31-1122.00'],
    'Maternity nannies care for newborns and mothers at home: Nannies, then Personal Care Aides.',
    { en: ['postpartum doula', 'confinement nanny'], zh: ['母婴护理师', '育婴师'] },
  ),
  entry(
    'Domestic Helper',
    '家政服务员',
    ['37-2012.00', '39-9011.01'],
    'Household help is Maids and Housekeeping Cleaners, with childcare as the neighbour.',
    { en: ['domestic worker', 'housemaid'], zh: ['家政', '家政阿姨', '保姆阿姨'] },
  ),
  entry(
    'Customer Service Representative',
    '客户服务代表',
    ['43-4051.00'],
    'O*NET files "Customer Service Rep" under Sales Representatives of Services; the short form names the same job as the full title.',
    { en: ['customer service rep', 'customer service agent', 'customer service advisor', 'csr'] },
  ),
  entry(
    'Order Picker',
    '拣货员',
    ['53-7065.00', '53-7062.00'],
    'Warehouse pickers fill orders from shelves (Stockers and Order Fillers), then move stock by hand; O*NET\'s "Warehouse Picker" row is a packing job.',
    { en: ['warehouse picker', 'picker packer', 'order selector', 'warehouse order picker'] },
  ),
  entry(
    'Nanny',
    '保姆',
    ['39-9011.01', '37-2012.00'],
    "保姆 look after a family's children and home: Nannies first, housekeeping next, as for the English title.",
    { en: ['live-in nanny'], zh: ['住家保姆'] },
  ),
  entry(
    'Beautician',
    '美容师',
    ['39-5094.00', '39-5012.00'],
    'Beauticians and 美容师 give skin and beauty treatments (Skincare Specialists); hair work is Hairdressers and Cosmetologists.',
    { en: ['beauty therapist'] },
  ),
  entry(
    'Doorman',
    '门童',
    ['39-6011.00', '39-6012.00'],
    'Hotel door staff are Baggage Porters and Bellhops, with Concierges next; O*NET\'s "Doorman" rows also point at ushers.',
    { en: ['doorperson', 'door attendant', 'hotel doorman'], zh: ['门僮', '酒店门童'] },
  ),
  entry(
    'Optometrist',
    '验光师',
    ['29-1041.00', '29-2081.00'],
    '验光师 test eyesight and prescribe lenses as optometrists do; opticians who fit the glasses are next.',
  ),
  entry(
    'Stenographer',
    '速记员',
    ['27-3092.00', '43-9022.00'],
    'Stenographers today report and caption proceedings (Court Reporters and Simultaneous Captioners); office shorthand is typing work.',
    { en: ['steno', 'stenotypist'], zh: ['速录员', '速录师'] },
  ),
  entry(
    'Computer Repair Technician',
    '电脑维修',
    ['49-2011.00', '15-1232.00'],
    'Repairing computers is Computer, ATM and Office Machine Repairers work; fixing software problems is user support.',
    { zh: ['电脑维修员', '电脑维修工', '电脑维修技术员', '计算机维修工'] },
  ),
  entry(
    'Drummer',
    '鼓手',
    ['27-2042.00'],
    'A drummer plays music (Musicians and Singers); O*NET\'s "Drummer" rows are factory jobs.',
    { en: ['drum player'] },
  ),
  entry(
    'Shop Assistant',
    '导购',
    ['41-2031.00'],
    '导购 sell on the shop floor: Retail Salespersons.',
    { en: ['sales clerk'], zh: ['导购员', '店员', '营业员'] },
  ),
  entry(
    'General Factory Worker',
    '普工',
    ['51-9199.00', '51-2092.00', '51-9198.00'],
    '普工 do unskilled production work: Production Workers, Team Assemblers and production helpers.',
    {
      en: ['factory worker', 'production worker', 'factory operative'],
      zh: ['工厂普工', '工厂工人', '车间工人', '操作工'],
    },
  ),
];

/**
 * Examples offered for a vague query whose word no real title is built on ("job", "工作", "senior"),
 * so there are no candidates to draw from: common jobs people search for (with the query's
 * seniority word when it had one: "Senior Software Engineer").
 */
export const POPULAR_EXAMPLES: readonly { en: string; zh: string }[] = [
  { en: 'Software Engineer', zh: '软件工程师' },
  { en: 'Registered Nurse', zh: '注册护士' },
  { en: 'Accountant', zh: '会计师' },
  { en: 'Data Scientist', zh: '数据科学家' },
  { en: 'Product Manager', zh: '产品经理' },
  { en: 'Graphic Designer', zh: '平面设计师' },
];

/** A comma-separated list (、 in Chinese), one entry per item, as a reader would write it. */
function list(text: string): string[] {
  return text
    .split(/[,、]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Words that name no job at all ("job", "employee", "工作", "打工人"): too vague, and offered the
 * common jobs of POPULAR_EXAMPLES, since no title is built on them.
 */
export const GENERIC_EN: readonly string[] = list(`
  job, work, worker, employee, staff, staff member, team member, crew member, member, personnel,
  boss, freelancer, freelance, gig worker, self employed, contractor, professional, expert,
  career, position, role, occupation, profession, employment, labor, business, office worker
`);

export const GENERIC_ZH: readonly string[] = list(`
  工作、员工、职员、工人、老板、领导、打工、打工人、打工仔、打工妹、社畜、牛马、上班族、白领、蓝领、
  岗位、职业、专家、自由职业、自由职业者、灵活就业、工作人员、服务人员、干部
`);

/**
 * Words too vague to analyse (see the decisions above): the generic ones, and words that head many
 * unrelated jobs or name a whole field, whose examples come from the titles built on them.
 */
export const VAGUE_EN: readonly string[] = [
  ...GENERIC_EN,
  ...list(`
  manager, engineer, specialist, consultant, analyst, assistant, technician, operator, designer,
  scientist, director, supervisor, coordinator, officer, agent, representative, associate,
  administrator, executive, intern, trainee, leader, team leader, helper, researcher, advisor,
  it, tech, technology, marketing, finance, healthcare, engineering, management
`),
];

export const VAGUE_ZH: readonly string[] = [
  ...GENERIC_ZH,
  ...list(`
  经理、工程师、主管、专员、助理、总监、顾问、分析师、技术员、设计师、操作员、实习生、科学家、
  研究员、负责人、管理、管理人员、管理者、技术、技术人员、金融、互联网、医疗、教育
`),
];
