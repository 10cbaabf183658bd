/** Texts for tests of the CV reading: short CVs and things that are not CVs, all our own. */

export const SHORT_CV_EN = `Maria Lopez
Registered Nurse | Phoenix, AZ | maria.lopez@example.com | (602) 555-0199

EXPERIENCE
Registered Nurse – Medical ICU
Desert Valley Hospital, Phoenix, AZ · Jun 2019 – Present
- Care for 2–3 critically ill patients per shift on ventilators and vasoactive drips
- Precept new graduate nurses and lead the unit's sepsis bundle audit
Licensed Practical Nurse, Sunrise Care Center — 2015 – 2019
- Administered medications and wound care for 30 long-term residents

EDUCATION
BSN, Nursing — Arizona Plains University, 2019

SKILLS
Epic EHR, Excel, IV therapy, patient assessment, BLS/ACLS

LANGUAGES
English (native), Spanish (fluent)
`;

export const SHORT_CV_ZH = `张伟
高级Java开发工程师 ｜ 138-0000-1234 ｜ zhangwei@example.com

工作经历
2019.07-至今  北京星河科技有限公司  高级Java开发工程师
- 负责订单系统后端开发，使用 Spring Boot、MySQL、Redis、Kafka
- 带领 5 人小组完成支付模块重构，接口响应时间降低 40%
2016.07-2019.06  上海云帆网络有限公司  Java开发工程师
- 参与电商平台微服务开发与性能优化

教育背景
2012.09-2016.06  华东理工大学  计算机科学与技术  本科

专业技能
Java、Spring Cloud、Docker、Kubernetes、Linux、Git
英语 CET-6
`;

export const RECIPE = `Grandma's Apple Pie

Ingredients
- 6 apples, peeled and sliced
- 3/4 cup sugar
- 2 tablespoons flour
- 1 teaspoon cinnamon
- 2 pie crusts

Method
1. Heat the oven to 220 °C.
2. Toss the apples with sugar, flour and cinnamon.
3. Fill the bottom crust, cover with the top crust and cut a few slits.
4. Bake for 45 minutes until golden. Serve warm with ice cream.
`;

export const NOVEL_CHAPTER = `Chapter Seven

The rain had not stopped for three days when Eleanor finally opened the letter. She read it twice,
standing by the window, while the kettle began to sing behind her. "You knew," she said to the empty
kitchen, and the words sounded smaller than she had meant them to.

Outside, the harbour lights trembled on the water. Somewhere a dog barked, and a door slammed, and
the town went on as if nothing had happened at all. She folded the letter into quarters and put it
in the pocket of her coat, the one her brother had left behind that last summer.

"Tomorrow," she told herself. "I will go tomorrow." But she knew, as she turned off the lamp, that
she had said the same thing every night for a year.
`;

export const RECIPE_ZH = `红烧肉的做法

材料：五花肉 500 克、冰糖 30 克、生抽 2 勺、老抽 1 勺、料酒 2 勺、姜片、葱段、八角 2 个

步骤：
1. 五花肉切块，冷水下锅焯水，捞出洗净。
2. 锅中放少许油，下冰糖小火炒出糖色。
3. 放入肉块翻炒上色，加入姜片、葱段和八角。
4. 倒入料酒、生抽、老抽和热水，大火烧开后转小火炖 60 分钟。
5. 大火收汁即可出锅。
`;
