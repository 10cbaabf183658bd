/**
 * One practical step per O*NET skill or knowledge area, for the gap plan of a paid CV analysis:
 * how a person could build the skill and, just as important, show it on a CV. Our own words.
 * Keys are element IDs (skills-reference.json); `{occupation}` is replaced by the occupation's name.
 */
export const GAP_ADVICE: Readonly<Record<string, { en: string; zh: string }>> = {
  '2.A.1.a': {
    en:
      'Pick a dense document a {occupation} relies on, such as a standard, manual or report, ' +
      'and write a one-page summary of it; on your CV, name the kinds of documents you review ' +
      'and how many.',
    zh: '挑一份{occupation}常用的规范、手册或报告精读，写出一页摘要；在简历中写明你审阅过的文件类型和数量，如“每周审阅约20份合同”。',
  },
  '2.A.1.b': {
    en:
      'Volunteer on a helpline, at a help desk or as a peer mentor, where you must confirm ' +
      'what people need before acting; on your CV, describe a need you uncovered and what ' +
      'changed as a result.',
    zh: '参加热线、咨询台或朋辈辅导等志愿服务，练习先复述确认再行动；简历中写一个你通过倾听发现的需求，以及因此带来的改进。',
  },
  '2.A.1.c': {
    en:
      'Take a short business or technical writing course and publish two or three pieces, such ' +
      'as guides, reports or articles; link them from your CV and note who used them, e.g. ' +
      '‘how-to guide adopted by a 12-person team’.',
    zh: '参加商务或技术写作课程，写两三篇指南、报告或文章并公开发布；在简历中附上链接并注明使用情况，如“编写的操作手册被12人团队采用”。',
  },
  '2.A.1.d': {
    en:
      'Join a public-speaking club or offer to present at team meetings and local events; list ' +
      'the talks on your CV with topic and audience size, for example ‘presented quarterly ' +
      'results to 40 colleagues’.',
    zh: '加入演讲俱乐部，或主动在部门例会、行业沙龙上做分享；在简历中写明主题和听众规模，如“向40名同事汇报季度成果”。',
  },
  '2.A.1.e': {
    en:
      'Refresh applied maths with an online or community-college course built around the ' +
      'calculations a {occupation} makes, then show it on your CV through a result you ' +
      'calculated, such as a budget, dosage or load estimate.',
    zh: '通过线上课程或成人继续教育补习应用数学，重点练{occupation}工作中常用的计算；简历里用一个你算出的结果来体现，如预算、用量或误差估算。',
  },
  '2.A.1.f': {
    en:
      'Run a small, documented experiment or data study: pose a question, test it and report ' +
      'what you found; a lab course or citizen-science project counts. On your CV, describe ' +
      'the method and one measurable finding.',
    zh: '做一个有记录的小实验或数据研究：提出问题、设计验证、报告结论，实验课或公民科学项目都可以；简历中写清方法和一个可量化的发现。',
  },
  '2.A.2.a': {
    en:
      'Practise weighing options in writing: take a real decision at work or in a volunteer ' +
      'role, compare two or three approaches and their risks, and on your CV cite the choice ' +
      'you recommended and its outcome.',
    zh: '把权衡利弊写成书面分析：针对工作或志愿活动中的一个实际问题，比较两三种方案的风险；简历中写出你提出的建议及其结果。',
  },
  '2.A.2.b': {
    en:
      'Pick a new method or tool that a {occupation} uses, learn it through a short course, ' +
      'and apply it to a real task within a month; on your CV, show the before and after, such ' +
      'as time saved.',
    zh: '选一项{occupation}常用的新方法或工具，通过短期课程学会，并在一个月内用到实际工作中；简历中写出前后对比，如节省的时间。',
  },
  '2.A.2.c': {
    en:
      'Offer to design training for a newcomer or a study group, choosing methods such as ' +
      'worked examples, practice quizzes or job aids; on your CV, state how many people you ' +
      'helped and how quickly they got up to speed.',
    zh: '为新同事或学习小组设计一套培训方式，如案例讲解、练习测验、操作卡片；简历中写明帮助了多少人、他们多快上手。',
  },
  '2.A.2.d': {
    en:
      'Set up a simple tracker for a project or process a {occupation} would oversee, review a ' +
      'few indicators weekly and act when something slips; on your CV, write what you ' +
      'monitored and a problem you caught early.',
    zh: '为{occupation}负责的某个项目或流程建立简单的跟踪表，每周检查几项关键指标并及时纠偏；简历中写出你监控的内容和一次提前发现的问题。',
  },
  '2.B.1.a': {
    en:
      'Take on a role with varied people, such as customer-facing work, community volunteering ' +
      'or mentoring, and notice what drives their reactions; on your CV, give an example where ' +
      'reading a situation changed your approach.',
    zh: '多参与接触不同人群的工作，如客户接待、社区志愿或带新人，留意他人反应背后的原因；简历中举例说明你如何察觉情绪并调整做法。',
  },
  '2.B.1.b': {
    en:
      'Volunteer to coordinate an event, shift rota or cross-team handover where several ' +
      'people’s work must fit together; on your CV, state how many people or teams you ' +
      'coordinated and what was delivered on time.',
    zh: '主动承担活动统筹、排班或跨部门交接等需要多人配合的工作；简历中写明协调了几个人或团队、按时完成了什么，如“协调3个部门按期上线”。',
  },
  '2.B.1.c': {
    en:
      'Write and pitch a proposal for a change you believe in, at work, in a club or for a ' +
      'local cause; on your CV, show what you persuaded people to do, such as ‘won approval ' +
      'for a new booking process’.',
    zh: '为你认可的一项改进写一份提案并争取支持，可在工作、社团或公益项目中进行；简历中写出说服成果，如“推动管理层采纳新的预约流程”。',
  },
  '2.B.1.d': {
    en:
      'Take a short negotiation workshop, then practise on real stakes, such as supplier ' +
      'quotes or sponsorship deals a {occupation} might handle; on your CV, quantify the ' +
      'result, e.g. ‘cut supplier costs by 8%’.',
    zh: '参加谈判技巧工作坊，再在供应商报价、赞助洽谈等{occupation}可能遇到的场景中实践；简历中量化结果，如“谈判后采购成本降低8%”。',
  },
  '2.B.1.e': {
    en:
      'Teach something you know well: onboard a new colleague, run a workshop or tutor as a ' +
      'volunteer; on your CV, state who you taught, how many, and a sign it worked, such as ' +
      'pass rates or fewer errors.',
    zh: '把你擅长的内容教给别人：带新人、办工作坊或做志愿辅导；简历中写明教了谁、多少人，以及效果，如通过率提升或差错减少。',
  },
  '2.B.1.f': {
    en:
      'Get hands-on service experience in a front-desk role or by volunteering with a charity ' +
      'or community centre; on your CV, back it up with figures such as people served per week ' +
      'or satisfaction scores.',
    zh: '通过前台、客服岗位或公益机构志愿服务积累服务经验；简历中用数据佐证，如“每周接待约80人次，满意度95%”。',
  },
  '2.B.2.i': {
    en:
      'Take on a messy problem a {occupation} would face, break it into parts, test a fix and ' +
      'write a short case study; on your CV, use the problem–action–result pattern with a ' +
      'measurable outcome.',
    zh: '挑一个{occupation}会遇到的复杂问题，拆解原因、试行方案并写成简短案例；简历中按“问题—行动—结果”来写，并给出可量化的成效。',
  },
  '2.B.3.a': {
    en:
      'Interview the users of a process or tool, then write a short requirements document ' +
      'listing what they need and why; add it to your portfolio and note on your CV what was ' +
      'built or changed because of it.',
    zh: '访谈某个流程或工具的使用者，整理出一份需求说明，写清需要什么、为什么需要；放进作品集，并在简历中写出据此做出的改进。',
  },
  '2.B.3.b': {
    en:
      'Design a small tool, template or device that meets a real need, from a spreadsheet app ' +
      'to a physical prototype, and document your design choices; link the write-up on your CV ' +
      'and say who uses it.',
    zh: '针对一个实际需求设计小工具或原型，如表格模板、小程序或装置，并记录设计思路；在简历中附上链接，说明谁在使用、效果如何。',
  },
  '2.B.3.c': {
    en:
      'Compare the tools or equipment a {occupation} depends on by price, reliability and ' +
      'upkeep, and write a short buying recommendation; on your CV, note a purchase you ' +
      'advised on and its budget or saving.',
    zh: '比较{occupation}常用工具或设备的价格、可靠性和维护成本，写一份选型建议；简历中写出你参与的一次采购决策及其预算或节省金额。',
  },
  '2.B.3.d': {
    en:
      'Take a hands-on installation course and assist on real set-ups, from equipment and ' +
      'wiring to software roll-outs; on your CV, list what you installed, how many units, and ' +
      'any certificate or licence you hold.',
    zh: '参加动手型安装课程，并在实际项目中协助安装设备、布线或部署软件；简历中写明安装内容和数量，并列出取得的电工证等职业资格证书。',
  },
  '2.B.3.e': {
    en:
      'Follow an introductory programming course in a language a {occupation} uses, then build ' +
      'one small tool that automates a real task; put the code in a public repository, link it ' +
      'on your CV and note the time it saves.',
    zh: '学一门{occupation}常用的编程语言，做一个能自动完成实际任务的小工具；把代码放到公开代码仓库，在简历中附上链接并写明节省的时间。',
  },
  '2.B.3.g': {
    en:
      'Learn to read the gauges, dashboards or logs of a system you work with, and keep a ' +
      'record of checks and anomalies; on your CV, describe what you monitored and an issue ' +
      'you flagged before it caused downtime.',
    zh: '学会读懂所用系统的仪表、监控面板或日志，坚持记录巡检情况和异常；简历中写出监控对象，以及一次提前发现、避免停机的问题。',
  },
  '2.B.3.h': {
    en:
      'Get supervised hands-on time operating the machines, vehicles or systems a {occupation} ' +
      'runs, through a vocational course or on-the-job training; on your CV, list the ' +
      'equipment, hours logged and any operator licence.',
    zh: '通过职业培训或在岗带教，在指导下实际操作{occupation}常用的设备、车辆或系统；简历中列出操作过的设备、累计时长和相关操作证。',
  },
  '2.B.3.j': {
    en:
      'Learn a preventive-maintenance routine for equipment you use, through a vocational ' +
      'course or by shadowing a technician, and keep a maintenance log; on your CV, name the ' +
      'equipment and any drop in breakdowns.',
    zh: '通过职业培训或跟随技术员，学会所用设备的日常保养流程并做好维护记录；简历中写明负责的设备，以及故障率的下降。',
  },
  '2.B.3.k': {
    en:
      'Keep a fault log: for each problem, record the symptom, the checks you made and the ' +
      'fix; volunteering at a community repair event or an IT help desk gives practice. On ' +
      'your CV, cite faults solved and typical resolution time.',
    zh: '建立故障记录：每次出问题都写下现象、排查步骤和解决办法，可到维修志愿点或信息技术服务台练手；简历中写明解决的故障数和平均处理时间。',
  },
  '2.B.3.l': {
    en:
      'Take a vocational repair course for the equipment a {occupation} handles and practise ' +
      'on real jobs, perhaps at a community repair event; on your CV, list the repairs you can ' +
      'do alone and any trade certificate.',
    zh: '参加{occupation}相关设备的维修培训，并在实际工作或社区维修志愿活动中练手；简历中列出能独立完成的维修项目和取得的技能等级证书。',
  },
  '2.B.3.m': {
    en:
      'Learn basic quality-control methods, such as checklists, sampling and control charts, ' +
      'in a short course, then apply them to one process a {occupation} runs; on your CV, ' +
      'report the result, e.g. ‘cut rework by 15%’.',
    zh: '通过短期课程学习检查表、抽样检验、控制图等质量控制方法，并用到{occupation}的一个实际流程中；简历中写出成效，如“返工率降低15%”。',
  },
  '2.B.4.e': {
    en:
      'Ask to own a small decision with real trade-offs, such as choosing a supplier, a ' +
      'schedule or a priority, and write up the options and your reasoning; on your CV, name ' +
      'the decision and what it achieved.',
    zh: '争取独立负责一个需要权衡的小决策，如选供应商、定排期或排优先级，并记录备选方案和理由；简历中写出这个决策及其成效。',
  },
  '2.B.4.g': {
    en:
      'Pick a system a {occupation} works within, such as a workflow, supply chain or ' +
      'software, and map how a change in one part affects the others; share the map in your ' +
      'portfolio and cite the improvement on your CV.',
    zh: '选一个{occupation}身处的系统，如工作流程、供应链或软件，画出各环节如何相互影响；把分析图放进作品集，并在简历中写出带来的改进。',
  },
  '2.B.4.h': {
    en:
      'Choose a few measures of how well a system or programme works, track them for a month ' +
      'and recommend changes; on your CV, state the measures you set and the gain, such as ' +
      'faster turnaround.',
    zh: '为某个系统或项目设定几项衡量指标，跟踪一个月后提出改进建议；简历中写明你设定的指标和带来的提升，如处理周期缩短。',
  },
  '2.B.5.a': {
    en:
      'Use a simple planning routine, such as weekly priorities and time-boxed tasks, on a ' +
      'project with a firm deadline; on your CV, show it through results like ‘delivered 5 ' +
      'projects on schedule while studying part-time’.',
    zh: '在有明确截止日期的项目中坚持使用周计划、任务限时等方法；简历中用结果来体现，如“在职学习期间按期完成5个项目”。',
  },
  '2.B.5.b': {
    en:
      'Volunteer to run the budget for a club, event or charity project, or take a short ' +
      'budgeting course; on your CV, state the amount you managed and how you kept spending on ' +
      'track.',
    zh: '主动为社团、活动或公益项目管理预算，或参加预算管理短期课程；简历中写明管理的金额以及如何控制支出，如“预算5万元，零超支”。',
  },
  '2.B.5.c': {
    en:
      'Take charge of stock, equipment or supplies for a team, shop or event, and set up a ' +
      'simple inventory sheet; on your CV, note the value or number of items managed and any ' +
      'cut in waste or shortages.',
    zh: '负责团队、门店或活动的物资、库存或设备管理，建立简单的库存台账；简历中写明管理的物资数量或金额，以及损耗、缺货的减少。',
  },
  '2.B.5.d': {
    en:
      'Lead a small team, even as a volunteer or shift lead, handling task allocation and ' +
      'feedback; on your CV, give the team size and a result, e.g. ‘led 6 volunteers, cut ' +
      'waiting time by a third’.',
    zh: '带领一个小团队，哪怕是志愿者或班组，负责分工、排班与反馈；简历中写明团队规模和成果，如“带领6名志愿者，排队时间缩短三分之一”。',
  },
  '2.C.1.a': {
    en:
      'Take an introductory management course and run a small initiative from plan to review, ' +
      'such as a process change or an event; on your CV, show the scope, budget or team and ' +
      'what it delivered.',
    zh: '学习一门管理入门课程，并完整负责一个小项目，从计划、执行到复盘；简历中写明项目范围、预算或团队人数以及最终成果。',
  },
  '2.C.1.b': {
    en:
      'Get fluent with the office basics a {occupation} relies on, such as records, scheduling ' +
      'and spreadsheet templates, through a short office-skills course; on your CV, name the ' +
      'systems you use and the volume you handle.',
    zh: '通过办公技能短期课程，熟练掌握{occupation}常用的文档管理、日程安排和表格模板；简历中写明使用的系统和处理量，如“每月处理300份单据”。',
  },
  '2.C.1.c': {
    en:
      'Take an introductory accounting or finance course and practise by analysing the costs ' +
      'of a real project or small business; on your CV, add the course and a line like ‘built ' +
      'a cost model for a 200-guest event’.',
    zh: '学习会计或财务入门课程，可考取初级会计职称，并为实际项目或小店做成本分析；简历中写出课程、证书和成果，如“搭建活动成本测算表”。',
  },
  '2.C.1.d': {
    en:
      'Promote something real, such as a side project, a local event or a charity drive, using ' +
      'a short marketing course as a guide; on your CV, report the numbers, such as sign-ups, ' +
      'sales or reach.',
    zh: '参考营销类短期课程，为副业、本地活动或公益项目做一次推广；简历中用数字说话，如报名人数、销售额或曝光量。',
  },
  '2.C.1.e': {
    en:
      'Spend time in a customer-facing role, part-time or as a volunteer, and learn how to ' +
      'handle the requests and complaints a {occupation} meets; on your CV, quantify it with ' +
      'customers served or satisfaction scores.',
    zh: '通过兼职或志愿者岗位直接面对客户，学习处理{occupation}常遇到的咨询与投诉；简历中量化体现，如服务人数、好评率或投诉处理时效。',
  },
  '2.C.1.f': {
    en:
      'Take an introductory HR course and help with hiring, onboarding or rota planning where ' +
      'you work or volunteer; on your CV, note what you did, e.g. ‘screened 60 applications, ' +
      'onboarded 5 new starters’.',
    zh: '学习人力资源入门课程，可考取企业人力资源管理师等级证书，并参与招聘、入职或排班；简历中写出成果，如“筛选60份简历，完成5人入职”。',
  },
  '2.C.2.a': {
    en:
      'Learn how goods are made and moved in your field through a plant visit, a short ' +
      'lean-production course or time on a production line; on your CV, mention the processes ' +
      'you know and an efficiency gain you helped make.',
    zh: '通过参观工厂、学习精益生产短期课程或在生产线实习，了解产品如何生产与流转；简历中写明熟悉的工艺流程和你参与的效率提升。',
  },
  '2.C.2.b': {
    en:
      'Gain practical experience growing or producing food through an agricultural extension ' +
      'course, a community farm or seasonal work; on your CV, state the crops or products, the ' +
      'scale and any food-safety certificate.',
    zh: '通过农业技术培训、社区农场或季节性工作积累种养或食品生产经验；简历中写明品类、规模，以及取得的食品安全相关证书。',
  },
  '2.C.3.a': {
    en:
      'Build practical IT knowledge with an entry-level certificate course covering hardware, ' +
      'networks and common software, and set up something real, such as a home network; on ' +
      'your CV, list the certificate and systems you support.',
    zh: '通过计算机等级考试或网络类入门认证，掌握硬件、网络和常用软件知识，并动手搭建家庭网络等项目；简历中列出证书和你能维护的系统。',
  },
  '2.C.3.b': {
    en:
      'Take an applied engineering or technology course and complete a small build or ' +
      'improvement project of the kind a {occupation} might support, with drawings or test ' +
      'results; link the write-up on your CV.',
    zh: '学习一门应用工程或技术课程，完成一个{occupation}可能参与的小型制作或改进项目，附上图纸或测试数据；在简历中附上项目说明链接。',
  },
  '2.C.3.c': {
    en:
      'Learn the design tools used in your field, whether drafting, CAD or visual layout, ' +
      'through a short course, and produce three portfolio pieces from real briefs; link the ' +
      'portfolio prominently on your CV.',
    zh: '通过短期课程学会本领域常用的设计工具，如制图、CAD或版式设计，按真实需求完成三件作品；在简历显眼位置放上作品集链接。',
  },
  '2.C.3.d': {
    en:
      'Take a construction-basics or trade course and get site experience through an ' +
      'apprenticeship or a community building project; on your CV, list the work you did, the ' +
      'safety training you passed and any trade certificate.',
    zh: '参加建筑施工基础或工种培训，通过学徒或社区修缮项目获得现场经验；简历中列出做过的工作、安全培训和职业技能等级证书。',
  },
  '2.C.3.e': {
    en:
      'Build hands-on mechanical knowledge through a vocational course in maintenance or ' +
      'mechanics, then work on real machines or vehicles; on your CV, name the equipment types ' +
      'you can service and any certificate earned.',
    zh: '参加机械维修或钳工等职业培训，在真实设备或车辆上动手练习；简历中写明能检修的设备类型和取得的职业技能等级证书。',
  },
  '2.C.4.a': {
    en:
      'Fill gaps with an online course in the maths a {occupation} relies on, such as ' +
      'statistics, algebra or geometry, and apply it in a small analysis project; list the ' +
      'course and link the project on your CV.',
    zh: '通过线上课程补上{occupation}需要的数学知识，如统计、代数或几何，并用在一个小分析项目中；简历中列出课程并附上项目链接。',
  },
  '2.C.4.b': {
    en:
      'Refresh applied physics, such as mechanics, electricity or heat, with a ' +
      'community-college or online course, and use it on a real task like a load or energy ' +
      'calculation; on your CV, cite the course and that calculation.',
    zh: '通过社区学院或线上课程复习力学、电学、热学等应用物理，并用于受力或能耗计算等实际任务；简历中写出课程和这一应用。',
  },
  '2.C.4.c': {
    en:
      'Take an applied chemistry or lab course and learn to handle safely the substances a ' +
      '{occupation} works with; on your CV, list the course, the lab techniques you can ' +
      'perform and any chemical-safety training.',
    zh: '学习应用化学或实验课程，掌握{occupation}接触的化学品的安全使用；简历中列出课程、会做的实验操作和化学品安全培训经历。',
  },
  '2.C.4.d': {
    en:
      'Take a biology course relevant to your field, such as human biology, microbiology or ' +
      'ecology, and add practical work through a lab placement or field survey; on your CV, ' +
      'list the course and the techniques you used.',
    zh: '学习与本行业相关的生物课程，如人体生物学、微生物或生态学，并通过实验室实习或野外调查积累实践；简历中列出课程和掌握的技术。',
  },
  '2.C.4.e': {
    en:
      'Take an introductory psychology course and apply one idea, such as motivation or how ' +
      'people learn, to your work with customers or colleagues; on your CV, list the course ' +
      'and the change you made.',
    zh: '学习心理学入门课程，把动机、学习规律等知识用到与客户或同事的相处中，也可参加心理健康相关培训；简历中写出课程和你做出的改进。',
  },
  '2.C.4.f': {
    en:
      'Take a short course in sociology or cultural studies and volunteer with a community ' +
      'group unlike your own; on your CV, describe the community work and how you adapted a ' +
      'service or message for different groups.',
    zh: '学习社会学或跨文化短期课程，到与你背景不同的社区团体做志愿者；简历中写出社区经历，以及你如何针对不同人群调整服务或沟通方式。',
  },
  '2.C.4.g': {
    en:
      'Learn to use maps and free GIS software through an online course, then map something a ' +
      '{occupation} cares about, such as service areas or delivery routes; put the map in your ' +
      'portfolio and link it on your CV.',
    zh: '通过线上课程学会使用地图和免费GIS软件，为{occupation}关心的问题做一张地图，如服务范围或配送路线；放进作品集并在简历中附上链接。',
  },
  '2.C.5.a': {
    en:
      'Start with a recognised first-aid certificate and a course in medical terminology or ' +
      'anatomy, then seek clinical volunteering or shadowing; on your CV, list the ' +
      'certificates and the settings and hours you volunteered.',
    zh: '先考取急救员证书，学习医学术语或人体解剖课程，再争取到医院或诊所做志愿者、跟岗见习；简历中列出证书、服务场所和累计时长。',
  },
  '2.C.5.b': {
    en:
      'Take an accredited introductory counselling or mental-health first-aid course and ' +
      'volunteer on a support line or peer programme; on your CV, list the training, the ' +
      'supervision you received and hours of support given.',
    zh: '参加心理咨询入门或心理急救培训，并到支持热线或朋辈互助项目做志愿者；简历中列出培训、接受督导的情况和累计服务时长。',
  },
  '2.C.6': {
    en:
      'Design and deliver a short training session that a {occupation} might give, with ' +
      'learning goals and a quick check of understanding; a train-the-trainer course helps. On ' +
      'your CV, note sessions, attendees and feedback scores.',
    zh: '设计并讲授一次{occupation}可能需要开展的短培训，明确学习目标并检验效果，可参加培训师课程；简历中写明场次、人数和反馈评分。',
  },
  '2.C.7.a': {
    en:
      'Strengthen grammar, vocabulary and clear style with an English writing or editing ' +
      'course, and ask a mentor to critique your drafts; make the CV itself flawless, and link ' +
      'a polished writing sample or a recognised test score.',
    zh: '通过英语写作或阅读课程提升语法、词汇和表达，坚持精读英文资料；简历中写明英语考试成绩，如大学英语六级，并附上英文写作样例。',
  },
  '2.C.7.b': {
    en:
      'Study a language used by the clients or partners a {occupation} serves, through evening ' +
      'classes and a conversation partner, and aim for a recognised proficiency test; on your ' +
      'CV, state the language, level and result.',
    zh: '针对{occupation}服务对象或合作方常用的语言，通过夜校课程和语伴练习，并参加公认的等级考试；简历中写明语种、水平和考试成绩。',
  },
  '2.C.7.c': {
    en:
      'Take a studio or art-history course and keep making work, whether drawing, music, ' +
      'photography or performance; on your CV, link a portfolio and list exhibitions, ' +
      'performances or commissions, even small local ones.',
    zh: '参加绘画、音乐、摄影或表演等课程，坚持创作；简历中附上作品集链接，列出展览、演出或约稿经历，哪怕是小型本地活动也值得写。',
  },
  '2.C.7.d': {
    en:
      'Take a history or heritage course and volunteer with a museum, archive or local history ' +
      'society; on your CV, describe a research or cataloguing task you completed, such as ' +
      '‘catalogued 300 archive items’.',
    zh: '学习历史或文化遗产课程，到博物馆、档案馆或地方志机构做志愿者；简历中写出你完成的研究或整理工作，如“整理归档300件史料”。',
  },
  '2.C.7.e': {
    en:
      'Take an ethics or philosophy course and apply it to a real dilemma a {occupation} might ' +
      'meet in a short reasoned essay; on your CV, list the course and any role on an ethics ' +
      'committee or discussion group.',
    zh: '学习伦理学或哲学课程，针对{occupation}可能遇到的伦理难题写一篇说理短文；简历中列出课程，以及参与伦理讨论或相关委员会的经历。',
  },
  '2.C.8.a': {
    en:
      'Earn a recognised health-and-safety or first-aid certificate and volunteer as a safety ' +
      'or fire warden at work or events; on your CV, list the certificate and what you did, ' +
      'such as ‘ran 4 evacuation drills’.',
    zh: '考取安全生产或急救类培训证书，在单位或活动中担任安全员、消防志愿者；简历中列出证书和具体工作，如“组织4次疏散演练”。',
  },
  '2.C.8.b': {
    en:
      'Take a short course on the laws and regulations a {occupation} must follow, then apply ' +
      'them in a compliance checklist for a real process; on your CV, list the course and the ' +
      'checklist or audit you completed.',
    zh: '学习{occupation}必须遵守的法律法规短期课程，并为一个实际流程制作合规检查表；简历中列出课程和你完成的合规检查或审核工作。',
  },
  '2.C.9.a': {
    en:
      'Learn networking and telecom basics through an entry-level networking certificate ' +
      'course, and set up or troubleshoot a real network or phone system; on your CV, list the ' +
      'certificate and the systems you configured.',
    zh: '通过网络或通信类入门认证课程学习通信基础，并动手搭建或排查实际的网络、电话系统；简历中列出证书和你配置过的系统。',
  },
  '2.C.9.b': {
    en:
      'Produce real media, such as a newsletter, podcast, video or social-media campaign, for ' +
      'a club or local organisation; on your CV, link the work and report its reach, for ' +
      'example ‘newsletter grew to 1,200 readers’.',
    zh: '为社团或本地机构制作简报、播客、视频或新媒体内容；简历中附上作品链接并写明传播效果，如“订阅人数三个月增至1200人”。',
  },
  '2.C.10': {
    en:
      'Learn how people and goods are moved through a logistics course or time in a dispatch ' +
      'or delivery role, and get any licence a {occupation} needs; on your CV, list the ' +
      'licence and the routes or volumes handled.',
    zh: '通过物流课程或调度、配送岗位了解人员与货物的运输方式，并考取{occupation}所需的驾驶证或从业资格证；简历中列出证件和负责的线路或运量。',
  },
};
