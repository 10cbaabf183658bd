import { describe, expect, it } from 'vitest';
import { classifyIntent } from './intent';

describe('reading a reason the answer says is not theirs', () => {
  it.each([
    // Said plainly, the reason counts.
    ['I want the money', 'money'],
    ['It is not just about the money', 'money'],
    ['I am not sure, maybe the pay', 'money'],
    ['Money matters a lot to me', 'money'],
    ['My salary is not enough', 'money'],
    ["I don't want to be replaced by AI", 'ai_risk'],
    ["I hope AI doesn't replace this job", 'ai_risk'],
    ['我想多赚钱', 'money'],
    ['不仅为了钱', 'money'],
    ['能赚不少钱', 'money'],
    ['收入不错', 'money'],
    ['不想被人工智能取代', 'ai_risk'],
    ['我特别喜欢这个', 'passion'],
    // Negated, it does not.
    ['not for the money', 'unclear'],
    ["I'm not in it for the money", 'unclear'],
    ["Money isn't what drives me", 'unclear'],
    ['The pay does not really matter', 'unclear'],
    ["Money's not the point", 'unclear'],
    ['I never cared about a high salary', 'unclear'],
    ['I no longer chase money', 'unclear'],
    ['不是为了钱', 'unclear'],
    ['钱不重要', 'unclear'],
    ['钱对我来说不重要', 'unclear'],
    ['我并非为了工资', 'unclear'],
    ['没有那么看重钱', 'unclear'],
    ['跟钱无关', 'unclear'],
    ['收入不是我最在乎的', 'unclear'],
    // Negated next to a reason they do give: the other one is read.
    ["I don't care about titles, I want the money", 'money'],
    ['Not for the money, I just love the work', 'passion'],
    ['I want to help people rather than earn money', 'impact'],
    ['Instead of chasing money I want flexible hours', 'flexibility'],
    ['Money is not important but the freedom is', 'flexibility'],
    ['I want money rather than fame', 'money'],
    ['不是为了钱，是真心喜欢', 'passion'],
    ['不是为了钱而是为了帮助别人', 'impact'],
    ['钱不重要，我想要时间自由', 'flexibility'],
    ['我不在乎头衔，只想多赚钱', 'money'],
    ['我想帮助别人而不是赚钱', 'impact'],
    // Mixed languages: each keyword meets the cues of both.
    ['不是为了 money，I love it', 'passion'],
  ])('reads %j as %s', (answer, intent) => {
    expect(classifyIntent(answer)).toBe(intent);
  });
});
