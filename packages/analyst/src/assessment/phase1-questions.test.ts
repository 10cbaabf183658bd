import { ZPhase1Question } from '@irreplaceable/contracts/assessments/assessment';
import { describe, expect, it } from 'vitest';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import { classifyIntent, experienceLevel } from './intent';
import { QUESTION_1, QUESTION_2 } from './phase1-texts';
import { question3Topic } from './phase1-questions';
import { contextFor, knowledge } from './testing/assessment-fixtures';

const engine = createBuiltinAssessmentEngine({ knowledge });

describe('reading phase-1 answers', () => {
  it.each([
    ['I need a stable income for my family', 'money'],
    ['Honestly I just love building things', 'passion'],
    ['I want to switch careers after ten years in retail', 'change'],
    ['Will AI replace this job soon?', 'ai_risk'],
    ['I studied this and have the skills', 'experience'],
    ['I want to work remotely with flexible hours', 'flexibility'],
    ['I want to help people and make a difference', 'impact'],
    ['Just curious, exploring my options', 'exploring'],
    ['工资高，收入稳定', 'money'],
    ['我从小就喜欢这个，很有兴趣', 'passion'],
    ['做了五年销售，想转行', 'change'],
    ['担心被人工智能取代', 'ai_risk'],
    ['我是科班出身，有相关经验', 'experience'],
    ['想要时间自由，可以远程', 'flexibility'],
    ['想帮助别人，做点有意义的事', 'impact'],
    ['随便看看，有点好奇', 'exploring'],
    ['asdf qwerty', 'unclear'],
    ['嗯', 'unclear'],
  ])('reads %j as %s', (answer, intent) => {
    expect(classifyIntent(answer)).toBe(intent);
  });

  it('reads each quick answer of question 1 as the reason it stands for, in both languages', () => {
    const expected = ['money', 'passion', 'change', 'ai_risk'];
    for (const language of ['en', 'zh'] as const) {
      expect(QUESTION_1.options.map((option) => classifyIntent(option[language]))).toEqual(
        expected,
      );
    }
  });

  it('reads the experience an answer claims', () => {
    expect(experienceLevel('Several years in the job itself')).toBe('lots');
    expect(experienceLevel('在这个岗位上干了好几年')).toBe('lots');
    expect(experienceLevel('None yet')).toBe('none');
    expect(experienceLevel('零基础')).toBe('none');
    expect(experienceLevel('A little, from side projects')).toBe('some');
    expect(experienceLevel('有一些，来自学习或相关岗位')).toBe('some');
    expect(experienceLevel('I like mornings')).toBeNull();
  });
});

describe('the built-in phase-1 questions', () => {
  it('asks first what draws them to the job, with quick answers, in each language', async () => {
    for (const language of ['en', 'zh'] as const) {
      const context = contextFor('nurse', { language });
      const { value, engine: used } = await engine.question1(context);
      expect(ZPhase1Question.parse(value)).toEqual(value);
      expect(value.question_number).toBe(1);
      expect(value.question_text).toContain(context.job.title);
      expect(value.options.length).toBeGreaterThanOrEqual(3);
      expect(used).toEqual(value.engine);
    }
    const zh = (await engine.question1(contextFor('nurse', { language: 'zh' }))).value;
    expect(zh.engine.label).toBe('内置分析师');
    expect(zh.question_text).toMatch(/^先说重点。/);
  });

  it('asks a different question 2 for each reason, in both languages, without repeating the answer back', async () => {
    for (const language of ['en', 'zh'] as const) {
      const context = contextFor('developer', { language });
      const answers = QUESTION_1.options.map((option) => option[language]);
      const questions = await Promise.all(
        answers.map(async (answer) => (await engine.question2(context, answer)).value),
      );
      expect(new Set(questions.map((question) => question.question_text)).size).toBe(4);
      expect(new Set(questions.map((question) => question.options.join('|'))).size).toBe(4);
      questions.forEach((question, index) => {
        expect(question.question_number).toBe(2);
        expect(question.question_text).not.toContain(answers[index]);
        expect(question.question_text).not.toMatch(/[“"]/);
      });
    }
  });

  it('acknowledges a long or unclear answer briefly and still asks something', async () => {
    const context = contextFor('developer');
    const long =
      'Well, it is a long story that starts when I was a child and keeps going for a while. More.';
    const question = (await engine.question2(context, long)).value;
    expect(question.question_text).not.toContain('long story');
    expect(question.question_text).toContain(QUESTION_2.unclear.text.en.slice(0, 20));
  });

  it('does not ask for experience a first answer already states, and says so', async () => {
    const context = contextFor('nurse');
    const answer =
      'I have 6 years as an ICU nurse and I am good at spotting when a patient is about to crash before the monitors show it.';
    const question = (await engine.question2(context, answer)).value;
    expect(question.question_text).not.toContain('ICU nurse');
    expect(question.question_text).toContain('not starting from zero');
    expect(question.question_text).not.toMatch(/how much .*experience/i);
    expect(question.options).not.toContain('Several years in the job itself');
  });

  it('never tells people they came for something they did not say', async () => {
    for (const language of ['en', 'zh'] as const) {
      const context = contextFor('nurse', { language });
      const enjoy = QUESTION_1.options[1]![language];
      const question3 = (
        await engine.question3(
          context,
          enjoy,
          language === 'zh' ? '稳定和薪水' : 'stability and salary',
        )
      ).value;
      expect(question3.question_text).not.toMatch(/work you enjoy|做喜欢的事|图的是/);
      expect(question3.question_text).not.toMatch(/stability and salary|稳定和薪水/);
    }
  });

  it('chooses question 3 from both answers', () => {
    expect(question3Topic('I want to know whether AI will take it over', 'Not sure')).toBe(
      'exposed_part',
    );
    expect(question3Topic('Stable income', 'I am worried it shrinks')).toBe('exposed_part');
    expect(
      question3Topic('I am thinking of switching into it', 'Very little; it is a fresh start'),
    ).toBe('learning_time');
    expect(question3Topic('I am thinking of switching into it', 'Some general skills')).toBe(
      'human_part',
    );
    expect(question3Topic('I want flexible hours', 'Working remotely')).toBe('constraints');
    expect(question3Topic('I genuinely enjoy this kind of work', 'Solving tricky problems')).toBe(
      'human_part',
    );
    expect(question3Topic('I studied it', 'Several years in the job itself')).toBe('human_part');
    expect(question3Topic('收入稳定，前景也不错', '几个月')).toBe('constraints');
    expect(question3Topic('我在考虑转行做这个', '很少，等于从零开始')).toBe('learning_time');
  });

  it('writes question 3 from both answers and the job, differently for different answers', async () => {
    for (const language of ['en', 'zh'] as const) {
      const context = contextFor('developer', { language });
      const q1 = QUESTION_1.options.map((option) => option[language]);
      const pairs: [string, string][] = [
        [q1[3]!, QUESTION_2.ai_risk.options[0]![language]],
        [q1[2]!, QUESTION_2.change.options[2]![language]],
        [q1[1]!, QUESTION_2.passion.options[0]![language]],
        [q1[0]!, QUESTION_2.money.options[1]![language]],
      ];
      const questions = await Promise.all(
        pairs.map(async ([a1, a2]) => (await engine.question3(context, a1, a2)).value),
      );
      expect(new Set(questions.map((question) => question.question_text)).size).toBe(4);
      questions.forEach((question, index) => {
        expect(question.question_number).toBe(3);
        expect(question.question_text).not.toContain(pairs[index]![1]);
        expect(question.options.length).toBeGreaterThanOrEqual(3);
        expect(question.options.length).toBeLessThanOrEqual(4);
      });
      // Worried about AI: the job's own figures and most exposed activity come into it.
      expect(questions[0]!.question_text).toContain(`${context.job.analysis.ai_replacement_rate}%`);
      // Loves the work: the options are the job's own human activities first.
      expect(questions[2]!.options[0]).toBe(
        language === 'en' ? 'Train others to use equipment or products' : '培训他人使用设备或产品',
      );
    }
  });
});
