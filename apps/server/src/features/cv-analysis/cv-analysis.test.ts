import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type {
  TCvAnalysisResponse,
  TCvHistoryResponse,
} from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import { analysisFiles, creditLedger, personalAnalyses, searchTasks } from '../../db/schema';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import {
  analysisWhenDone,
  cvFixture,
  encryptedPdf,
  pasteCv,
  readingFixture,
  scannedPdf,
  truncatedPdf,
  uploadCv,
  zipBombDocx,
} from '../../test/cv-fixtures';
import { TINY_PNG } from '../../test/news-fixtures';
import { applyCreditChange } from '../credits/ledger';

type Reader = Awaited<ReturnType<typeof signInUser>>;

const CHINESE_CV = `李娜
新媒体运营 ｜ 138-0000-5678 ｜ lina@example.com

工作经历
2021.03-至今  杭州青禾文化传媒有限公司  新媒体运营
- 负责公司微信公众号、小红书和抖音账号的内容策划与日常运营，粉丝从 2 万增长到 18 万
- 策划品牌话题活动 12 场，单场曝光最高 3000 万，对接 KOL 40 余位
2019.07-2021.02  杭州禾木广告有限公司  文案策划
- 撰写广告文案与品牌推文，参与品牌推广方案

教育背景
2015.09-2019.06  浙江传媒学院  新闻学  本科

专业技能
熟练使用 Photoshop、剪映、Excel；熟悉数据复盘与用户增长
英语 CET-6
`;

const ACCOUNTANT_CV = `Jane Doe
Accountant, Acme Corp, Mar 2017 - present
- Month-end close, reconciliations, US GAAP
B.S. Accounting, 2016`;

describe.each(databaseKinds)('CV analysis (%s)', (kind) => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    // The tests poll analyses quickly; the per-address limit is not what they test.
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_MAX: '100000' },
      deps: { analysisClock: () => clock },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (reader: Reader, url: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/cv-analysis${url}`,
      headers: { ...bearer(reader.token), 'accept-language': language },
    });
  const balance = async (reader: Reader) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/credits/balance',
        headers: bearer(reader.token),
      })
    ).json<TCreditBalanceResponse>().total;
  const history = async (reader: Reader) =>
    (await get(reader, '/history')).json<TCvHistoryResponse>();
  const giveCredit = (reader: Reader, amount: number) =>
    applyCreditChange(t.database.db, {
      userId: reader.user.id,
      amount,
      kind: 'paid',
      reason: 'admin_grant',
    });

  it('reads an uploaded .docx, .pdf and .doc, and a pasted Chinese CV, into roles with evidence', async () => {
    const reader = await signInUser(t.app);
    await giveCredit(reader, 10);
    const cases = [
      { file: 'backend-lead.docx', current: '15-1252.00', options: { fieldsFirst: false } },
      { file: 'backend-lead.pdf', current: '15-1252.00', options: { mode: 'credit' as const } },
      { file: 'hr-director.doc', current: '11-3121.00', options: { mode: 'credit' as const } },
      {
        file: 'icu-nurse-zh.pdf',
        current: '29-1141.03',
        options: { mode: 'credit' as const, language: 'zh' as const },
      },
    ];
    for (const { file, current, options } of cases) {
      const started = await uploadCv(t.app, reader.token, cvFixture(file), {
        filename: file,
        ...options,
      });
      expect(started.statusCode, `${file}: ${started.body}`).toBe(200);
      expect(started.json()).toMatchObject({ status: 'pending' });
      const analysis = await analysisWhenDone(
        t.app,
        reader.token,
        started.json<{ id: string }>().id,
      );
      expect(analysis.status, file).toBe('completed');
      expect(analysis.input).toMatchObject({
        kind: 'upload',
        file_name: file,
        file_available: true,
      });
      const result = analysis.result!;
      expect(result.current_occupation_code, file).toBe(current);
      expect(result.roles).toHaveLength(CV_ANALYSIS.roleCount);
      expect(result.roles.find((r) => r.is_current)?.occupation_code).toBe(current);
      const lines = new Map(result.lines.map((line) => [line.n, line.text]));
      for (const role of result.roles) {
        for (const evidence of role.evidence)
          expect(lines.get(evidence.line)).toBe(evidence.cv_text);
      }
      expect(result.roles[0]!.evidence.length).toBeGreaterThan(0);
      expect(result.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['onet', 'bls-ep']));
    }

    const pasted = await pasteCv(t.app, reader.token, CHINESE_CV, {
      mode: 'credit',
      language: 'zh',
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    const id = pasted.json<{ id: string }>().id;
    const zh = await analysisWhenDone(t.app, reader.token, id, 'zh');
    expect(zh.result!.written_in).toBe('zh');
    expect(zh.result!.roles[0]!.why).toMatch(/\p{Script=Han}/u);
    expect(
      zh.result!.roles.some(
        (r) => r.occupation_code === '27-3031.00' || r.occupation_code === '13-1161.00',
      ),
    ).toBe(true);
    // It reads in the language it was made in whatever the header says, and in English when asked.
    const asMade = (await get(reader, `/${id}`, 'en')).json<TCvAnalysisResponse>();
    expect(asMade.result!.written_in).toBe('zh');
    expect(asMade.result!.profile.summary).toMatch(/\p{Script=Han}/u);
    const bare = await t.app.inject({
      method: 'GET',
      url: `/api/cv-analysis/${id}`,
      headers: bearer(reader.token),
    });
    expect(bare.json<TCvAnalysisResponse>().result!.written_in).toBe('zh');
    const en = (await get(reader, `/${id}?lang=en`, 'zh')).json<TCvAnalysisResponse>();
    expect(en.result!.written_in).toBe('en');
    expect((await get(reader, `/${id}?lang=fr`)).json()).toMatchObject({
      error_type: 'validation_error',
    });
    expect(en.result!.roles.map((r) => r.fit)).toEqual(zh.result!.roles.map((r) => r.fit));
    expect(en.result!.engine).toMatchObject({ kind: 'builtin', label: 'Built-in analyst' });
    expect(en.result!.roles[0]!.gap_plan).not.toBeNull();
  }, 120_000);

  it('refuses every file it cannot read, with its own translated error, and keeps nothing', async () => {
    const reader = await signInUser(t.app);
    await giveCredit(reader, 3);
    const before = await balance(reader);
    const cases: [string, Buffer | Promise<Buffer>, string, number, RegExp][] = [
      ['a PNG named .pdf', TINY_PNG, 'file_type_unsupported', 415, /PNG/],
      ['a scan without a text layer', scannedPdf(), 'pdf_no_text', 422, /text layer/],
      ['a PDF behind a password', encryptedPdf(), 'file_encrypted', 422, /password/],
      ['a truncated PDF', truncatedPdf(), 'file_corrupt', 422, /damaged/],
      ['a zip bomb posing as .docx', zipBombDocx(), 'file_too_complex', 422, /too much/],
      ['an empty file', Buffer.alloc(0), 'cv_empty', 422, /no text/],
      [
        'random bytes',
        Buffer.from([0, 1, 2, 3, 255, 254, 0, 7, 8, 9]),
        'file_type_unsupported',
        415,
        /cannot read/,
      ],
      [
        'a web page',
        Buffer.from('<!DOCTYPE html><html><body><h1>CV</h1></body></html>'),
        'file_type_unsupported',
        415,
        /web page/,
      ],
      [
        'a recipe',
        Buffer.from(
          'Apple pie\n\nIngredients\n- 6 apples\n- sugar\n- flour\n\nMethod\n1. Heat the oven.\n2. Bake for 45 minutes until golden.\n',
        ),
        'not_a_cv',
        422,
        /does not look like a CV/,
      ],
      ['a text file of NUL bytes', Buffer.alloc(64), 'file_type_unsupported', 415, /cannot read/],
    ];
    for (const [name, bytes, errorType, status, detail] of cases) {
      const response = await uploadCv(t.app, reader.token, await bytes, {
        filename: 'cv.docx',
        mode: 'credit',
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.json(), name).toMatchObject({ error_type: errorType });
      expect(response.json<{ detail: string }>().detail, name).toMatch(detail);
    }
    // Ten starts a minute is one person's limit; a second person reads on.
    const second = await signInUser(t.app);
    const chinese = await uploadCv(t.app, second.token, await scannedPdf(), {
      acceptLanguage: 'zh',
      mode: 'credit',
    });
    expect(chinese.json<{ detail: string }>().detail).toMatch(/文字层/);
    const oversized = await uploadCv(
      t.app,
      second.token,
      Buffer.alloc(CV_ANALYSIS.fileMaxBytes + 1, 'a'),
      {
        mode: 'credit',
      },
    );
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ error_type: 'payload_too_large' });
    // Nothing charged, nothing kept.
    expect(await balance(reader)).toBe(before);
    expect((await history(reader)).total).toBe(0);
    expect((await history(second)).total).toBe(0);
    const rows = await t.database.db
      .select({ id: personalAnalyses.id })
      .from(personalAnalyses)
      .where(inArray(personalAnalyses.userId, [reader.user.id, second.user.id]));
    expect(rows).toEqual([]);
  }, 120_000);

  it('reads a CV saved as UTF-16 by Notepad, and names a refused audio file as one', async () => {
    const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
    const files = [
      [
        'UTF-16 LE with its mark',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CHINESE_CV, 'utf16le')]),
      ],
      ['UTF-16 BE with its mark', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(CHINESE_CV)])],
      ['UTF-16 LE without a mark', Buffer.from(CHINESE_CV, 'utf16le')],
    ] as const;
    for (const [name, bytes] of files) {
      const reader = await signInUser(t.app);
      const started = await uploadCv(t.app, reader.token, bytes, {
        filename: 'cv.txt',
        language: 'zh',
      });
      expect(started.statusCode, `${name}: ${started.body}`).toBe(200);
      const analysis = await analysisWhenDone(
        t.app,
        reader.token,
        started.json<{ id: string }>().id,
        'zh',
      );
      expect(analysis.status, name).toBe('completed');
      expect(
        analysis.result!.roles.some((r) =>
          ['27-3031.00', '13-1161.00'].includes(r.occupation_code),
        ),
        name,
      ).toBe(true);
    }
    const reader = await signInUser(t.app);
    const audio = readingFixture('tone.mp2');
    const english = await uploadCv(t.app, reader.token, audio, { filename: 'cv.pdf' });
    expect(english.statusCode).toBe(415);
    expect(english.json<{ detail: string }>().detail).toMatch(/^This file is an audio\/mpeg file,/);
    const chinese = await uploadCv(t.app, reader.token, audio, {
      filename: 'cv.pdf',
      acceptLanguage: 'zh',
    });
    expect(chinese.json<{ detail: string }>().detail).toMatch(/^这个文件是audio\/mpeg 文件，/);
  }, 120_000);

  it('refuses pasted text that is empty or no CV, and takes NUL bytes and markup as plain text', async () => {
    const reader = await signInUser(t.app);
    const empty = await pasteCv(t.app, reader.token, '   \n\n  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ error_type: 'cv_empty' });
    const story = await pasteCv(
      t.app,
      reader.token,
      'Chapter One\n\nThe rain had not stopped for three days when Eleanor opened the letter. She read it twice, standing by the window, while the kettle began to sing behind her. "You knew," she said to the empty kitchen.',
      { acceptLanguage: 'zh' },
    );
    expect(story.statusCode).toBe(422);
    expect(story.json()).toMatchObject({ error_type: 'not_a_cv' });
    expect(story.json<{ detail: string }>().detail).toMatch(/不像一份简历/);
    const hostile = `${CHINESE_CV.replace('新媒体运营 ｜', '新媒体运营\u0000 ｜')}\n<script>alert(1)</script>\n`;
    const accepted = await pasteCv(t.app, reader.token, hostile);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const analysis = await analysisWhenDone(
      t.app,
      reader.token,
      accepted.json<{ id: string }>().id,
    );
    expect(analysis.status).toBe('completed');
    expect(JSON.stringify(analysis.result)).not.toContain('\\u0000');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/cv-analysis',
      headers: bearer(reader.token),
      payload: { cv_text: 'x', mode: 'gratis', language: 'en' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error_type: 'validation_error' });
  }, 60_000);

  it('reads a CV of skills alone and a five-line Chinese CV, and says how sure the skills reading is', async () => {
    const skillsOnly = [
      '邹明轩',
      '电话：150-2869-xxxx  邮箱：zmx_video@example.com',
      '拍摄',
      '熟练使用索尼 FX3、佳能 C70，懂 S-Log3 拍摄和曝光控制',
      '剪辑与后期',
      'Premiere Pro、Final Cut Pro、剪映专业版，熟练',
      'DaVinci Resolve 调色（一级、二级调色、LUT 制作）',
      'After Effects 基础包装、字幕动画，Audition 降噪和混音',
    ].join('\n');
    const fiveLines = '王芳\n会计\n某某商贸有限公司  2016.07-至今\n本科  会计学\n某某财经大学';
    for (const [text, said] of [
      [skillsOnly, /没有写职位名称.*可信度低于/],
      [fiveLines, /会计/],
    ] as const) {
      const reader = await signInUser(t.app);
      const started = await pasteCv(t.app, reader.token, text, { language: 'zh' });
      expect(started.statusCode, started.body).toBe(200);
      const analysis = await analysisWhenDone(
        t.app,
        reader.token,
        started.json<{ id: string }>().id,
        'zh',
      );
      expect(analysis.status).toBe('completed');
      expect(analysis.result?.profile.summary).toMatch(said);
    }
  }, 60_000);

  it('words a pasted CV’s summary plainly and lists it by the person and their title', async () => {
    const reader = await signInUser(t.app);
    const pasted = await pasteCv(t.app, reader.token, ACCOUNTANT_CV, { language: 'en' });
    expect(pasted.statusCode, pasted.body).toBe(200);
    const id = pasted.json<{ id: string }>().id;
    const done = await analysisWhenDone(t.app, reader.token, id);
    expect(done.input).toMatchObject({ kind: 'text', label: 'Jane Doe — Accountant' });
    const profile = done.result!.profile;
    expect(profile.years_experience).toBe(9.8);
    expect(profile.summary).toContain('about 10 years of work');
    expect(profile.summary).toContain('We read your current job as “Accountant”');
    const zh = (await get(reader, `/${id}?lang=zh`)).json<TCvAnalysisResponse>();
    expect(zh.result!.profile.summary).toContain('你约有 10 年工作经历');
    expect(zh.result!.profile.summary).toContain('我们判断你目前的职位是“Accountant”');
    const listed = (await history(reader)).items.find((item) => item.id === id)!;
    expect(listed.input.label).toBe('Jane Doe — Accountant');

    // The headline is the person's name, read from the text: it goes when the text does.
    const now = clock;
    try {
      clock = new Date(now.getTime() + 24 * 3600_000 + 60_000);
      await t.app.personalAnalyses.sweepExpired();
      const expired = (await history(reader)).items.find((item) => item.id === id)!;
      expect(expired.input.label).toBeNull();
    } finally {
      clock = now;
    }
  }, 60_000);

  it('gives one free analysis a UTC day, readable for 24 hours, then erased by the sweep', async () => {
    const reader = await signInUser(t.app);
    const first = await uploadCv(t.app, reader.token, cvFixture('backend-lead.pdf'));
    expect(first.statusCode).toBe(200);
    const id = first.json<{ id: string }>().id;
    const done = await analysisWhenDone(t.app, reader.token, id);
    expect(done.mode).toBe('free');
    expect(new Date(done.expires_at!).getTime() - new Date(done.created_at).getTime()).toBe(
      24 * 3600_000,
    );
    const second = await pasteCv(t.app, reader.token, CHINESE_CV);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error_type: 'free_analysis_used' });
    const allowance = await get(reader, '/allowance');
    expect(allowance.json()).toEqual({
      free_available: false,
      next_free_at: new Date(
        Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate() + 1),
      ).toISOString(),
      credit_cost: 1,
    });

    const now = clock;
    try {
      clock = new Date(now.getTime() + 24 * 3600_000 + 60_000);
      const expired = await get(reader, `/${id}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ error_type: 'analysis_expired' });
      expect(expired.json<{ detail: string }>().detail).toBe(
        'Free mode analysis expired (24h limit)',
      );
      expect(await t.app.personalAnalyses.sweepExpired()).toBeGreaterThanOrEqual(1);
      const [row] = await t.database.db
        .select()
        .from(personalAnalyses)
        .where(eq(personalAnalyses.id, id));
      expect(row!.result).toBeNull();
      expect(row!.input).not.toHaveProperty('text');
      expect(
        await t.database.db.select().from(analysisFiles).where(eq(analysisFiles.analysisId, id)),
      ).toEqual([]);
      const item = (await history(reader)).items.find((i) => i.id === id)!;
      expect(item).toMatchObject({ expired: true, top_role: null, status: 'completed' });
      // A new UTC day brings a new free analysis; deleting it does not give the day back.
      const tomorrow = await pasteCv(t.app, reader.token, CHINESE_CV);
      expect(tomorrow.statusCode).toBe(200);
      const tomorrowId = tomorrow.json<{ id: string }>().id;
      await analysisWhenDone(t.app, reader.token, tomorrowId);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/cv-analysis/${tomorrowId}`,
        headers: bearer(reader.token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await pasteCv(t.app, reader.token, CHINESE_CV)).statusCode).toBe(429);
      expect((await get(reader, '/allowance')).json()).toMatchObject({ free_available: false });
    } finally {
      clock = now;
    }
  }, 60_000);

  it('charges a credit analysis exactly once, even when two race, and refunds one that fails', async () => {
    const reader = await signInUser(t.app);
    await giveCredit(reader, 1);
    const [a, b] = await Promise.all([
      pasteCv(t.app, reader.token, CHINESE_CV, { mode: 'credit' }),
      pasteCv(t.app, reader.token, CHINESE_CV, { mode: 'credit' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    expect(await balance(reader)).toBe(0);
    const charges = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, reader.user.id));
    expect(
      charges.filter((row) => row.reason === 'analysis_charge').map((row) => row.amount),
    ).toEqual([-1]);

    const failing = await createTestApp(kind, {
      env: { RATE_LIMIT_MAX: '100000' },
      deps: {
        cvProseWriter: {
          label: 'broken model',
          write: async () => {
            throw new Error('model crashed');
          },
        },
      },
    });
    try {
      const person = await signInUser(failing.app);
      await applyCreditChange(failing.database.db, {
        userId: person.user.id,
        amount: 1,
        kind: 'paid',
        reason: 'admin_grant',
      });
      const started = await pasteCv(failing.app, person.token, CHINESE_CV, { mode: 'credit' });
      const analysis = await analysisWhenDone(
        failing.app,
        person.token,
        started.json<{ id: string }>().id,
      );
      expect(analysis).toMatchObject({ status: 'failed', error_type: 'server_error' });
      const ledger = await failing.database.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, person.user.id));
      expect(ledger.map((row) => [row.reason, row.amount])).toEqual([
        ['admin_grant', 1],
        ['analysis_charge', -1],
        ['analysis_refund', 1],
      ]);
      // A failed free analysis gives its day back.
      const free = await pasteCv(failing.app, person.token, CHINESE_CV);
      await analysisWhenDone(failing.app, person.token, free.json<{ id: string }>().id);
      expect((await pasteCv(failing.app, person.token, CHINESE_CV)).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  }, 60_000);

  it('limits how often one person starts, not everyone behind the same address', async () => {
    const [busy, neighbour] = [await signInUser(t.app), await signInUser(t.app)];
    const start = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cv-analysis',
        headers: { ...bearer(token), 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '203.0.113.9',
        payload: { cv_text: 'not a cv at all', mode: 'credit', language: 'en' },
      });
    for (let i = 0; i < 10; i += 1) expect((await start(busy.token)).statusCode).toBe(422);
    const limited = await start(busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error_type: 'rate_limited' });
    expect((await start(neighbour.token)).statusCode).toBe(422);
  }, 60_000);

  it('keeps and shows an uploaded file name without direction marks or controls', async () => {
    const cases = [
      // Drawn as "exe.txt" with the override: the name must read as what it is.
      ['\u202etxt.exe', 'txt.exe'],
      ['my\u2066\u0007 cv\u200f.pdf', 'my cv.pdf'],
      // Nothing left: named after what the file is.
      ['\u202e\u200e', 'cv.pdf'],
      // The zero-width non-joiner is part of the Persian word and stays.
      ['رزومه\u200cی من.pdf', 'رزومه\u200cی من.pdf'],
    ];
    for (const [sent, kept] of cases) {
      const reader = await signInUser(t.app);
      const started = await uploadCv(t.app, reader.token, cvFixture('backend-lead.pdf'), {
        filename: sent,
      });
      expect(started.statusCode, started.body).toBe(200);
      const id = started.json<{ id: string }>().id;
      const analysis = (await get(reader, `/${id}`)).json<TCvAnalysisResponse>();
      expect(analysis.input.file_name, JSON.stringify(sent)).toBe(kept);
      expect((await history(reader)).items[0]?.input.file_name).toBe(kept);
      const file = await get(reader, `/${id}/file`);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(kept!)}`,
      );
      await analysisWhenDone(t.app, reader.token, id);
    }
  }, 60_000);

  it('keeps every analysis to its owner', async () => {
    const owner = await signInUser(t.app);
    const other = await signInUser(t.app);
    const started = await uploadCv(t.app, owner.token, cvFixture('backend-lead.docx'), {
      filename: 'cv.docx',
    });
    const id = started.json<{ id: string }>().id;
    await analysisWhenDone(t.app, owner.token, id);
    const code = '15-1252.00';
    for (const [method, url] of [
      ['GET', `/api/cv-analysis/${id}`],
      ['GET', `/api/cv-analysis/${id}/file`],
      ['POST', `/api/cv-analysis/${id}/roles/${code}/job`],
      ['DELETE', `/api/cv-analysis/${id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(other.token) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await history(other)).total).toBe(0);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/cv-analysis/${id}/file`,
      headers: bearer(owner.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(cvFixture('backend-lead.docx'))).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cv-analysis/${id}`,
      headers: bearer(owner.token),
    });
    expect(removed.json()).toEqual({ deleted: true });
    expect((await get(owner, `/${id}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(analysisFiles).where(eq(analysisFiles.analysisId, id)),
    ).toEqual([]);
  }, 60_000);

  it('writes a role’s job page on demand, without counting a search', async () => {
    const reader = await signInUser(t.app);
    const started = await pasteCv(t.app, reader.token, CHINESE_CV);
    const id = started.json<{ id: string }>().id;
    const analysis = await analysisWhenDone(t.app, reader.token, id);
    const role = analysis.result!.roles.find((r) => r.job_id === null)!;
    const searchesBefore = await t.database.db
      .select()
      .from(searchTasks)
      .where(eq(searchTasks.userId, reader.user.id));
    let answer = { status: 'generating', job_id: null as number | null };
    for (let i = 0; i < 200 && answer.status !== 'ready'; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/cv-analysis/${id}/roles/${role.occupation_code}/job`,
        headers: bearer(reader.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      answer = response.json();
      if (answer.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answer.job_id).toEqual(expect.any(Number));
    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${answer.job_id}` });
    expect(
      job.json<{ evidence: { occupation: { code: string } } }>().evidence.occupation.code,
    ).toBe(role.occupation_code);
    const reread = (await get(reader, `/${id}`)).json<TCvAnalysisResponse>();
    expect(
      reread.result!.roles.find((r) => r.occupation_code === role.occupation_code)!.job_id,
    ).toBe(answer.job_id);
    const searchesAfter = await t.database.db
      .select()
      .from(searchTasks)
      .where(eq(searchTasks.userId, reader.user.id));
    expect(searchesAfter).toHaveLength(searchesBefore.length);
    const madeUp = await t.app.inject({
      method: 'POST',
      url: `/api/cv-analysis/${id}/roles/53-3032.00/job`,
      headers: bearer(reader.token),
    });
    expect(madeUp.statusCode).toBe(404);
  }, 60_000);
});

describe('CV text in the logs', () => {
  it('never appears, whether the analysis succeeds, is refused or fails', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const marker = 'Quillfeather Orchard Cooperative';
    const cv = CHINESE_CV.replace('杭州青禾文化传媒有限公司', marker);
    const t = await createTestApp('pglite', {
      env: { RATE_LIMIT_MAX: '100000' },
      deps: {
        logger: { level: 'trace', stream },
        cvProseWriter: {
          label: 'broken model',
          write: async () => {
            throw new Error('model crashed');
          },
        },
      },
    });
    try {
      const reader = await signInUser(t.app);
      const started = await pasteCv(t.app, reader.token, cv);
      await analysisWhenDone(t.app, reader.token, started.json<{ id: string }>().id);
      await pasteCv(t.app, reader.token, `Recipe by ${marker}\n\nMix flour and sugar. Bake.`);
      await uploadCv(t.app, reader.token, Buffer.from(`${marker}\n`.repeat(3)), {
        filename: 'cv.txt',
      });
      expect(lines.length).toBeGreaterThan(10);
      expect(lines.join('\n')).not.toContain(marker);
      expect(lines.join('\n')).not.toContain('新媒体运营');
    } finally {
      await t.close();
    }
  }, 60_000);
});
