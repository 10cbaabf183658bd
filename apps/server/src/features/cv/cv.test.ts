import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import type { TErrorResponse } from '@irreplaceable/contracts/common/error-response';
import type { TTailorCvResponse } from '@irreplaceable/contracts/cv/tailor-cv';
import type { TImportCvResponse } from '@irreplaceable/contracts/cv/import-cv';
import type {
  TSaveCvResponse,
  TSavedCv,
  TSavedCvListResponse,
} from '@irreplaceable/contracts/cv/saved-cv';
import {
  SAMPLE_CV_EN,
  SAMPLE_CV_ZH,
  SAMPLE_PHOTO_JPEG,
} from '@irreplaceable/cv-pdf/testing/sample-cvs';
import { creditLedger, cvGenerations, jobs, savedCvs } from '../../db/schema';
import { searchAndWait } from '../../test/jobs-fixtures';
import {
  cvFixture,
  encryptedPdf,
  multipartForm,
  scannedPdf,
  truncatedPdf,
  zipBombDocx,
} from '../../test/cv-fixtures';
import { bearer } from '../../test/factories';
import { TINY_PNG, signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { applyCreditChange } from '../credits/ledger';

type Reader = Awaited<ReturnType<typeof signInUser>>;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}

describe.each(databaseKinds)('CV editor API (%s)', (kind) => {
  let t: TestApp;
  let owner: Reader;
  let other: Reader;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
    owner = await signInUser(t.app, 'cv-owner');
    other = await signInUser(t.app, 'cv-other');
  }, 60_000);
  afterAll(async () => t?.close());

  const post = (reader: Reader | null, url: string, payload: unknown, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/cv${url}`,
      payload: payload as object,
      headers: { ...(reader ? bearer(reader.token) : {}), 'accept-language': language },
    });
  const get = (reader: Reader, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/cv${url}`, headers: bearer(reader.token) });
  const balance = async (reader: Reader) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/credits/balance',
        headers: bearer(reader.token),
      })
    ).json<TCreditBalanceResponse>();
  const give = (reader: Reader, amount: number, creditKind: 'paid' | 'free') =>
    applyCreditChange(t.database.db, {
      userId: reader.user.id,
      amount,
      kind: creditKind,
      reason: 'admin_grant',
    });

  describe('PDF export', () => {
    it('returns a PDF whose text holds the Chinese and English words of the CV', async () => {
      const response = await post(owner, '/pdf', {
        cv: SAMPLE_CV_ZH,
        template: 'modern',
        language: 'zh',
        paper: 'a4',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent('林思喆'));
      const bytes = new Uint8Array(response.rawPayload);
      expect(bytes.byteLength).toBeLessThan(1024 * 1024);
      const latin1 = Buffer.from(bytes).toString('latin1');
      const text = await pdfText(bytes);
      for (const words of [
        '林思喆',
        '高级产品经理',
        '复旦大学',
        'Python',
        'RAG',
        '2021年3月 – 至今',
      ]) {
        expect(text).toContain(words);
      }
      expect(latin1).toMatch(/\/FontFile3 /);
      expect(latin1).not.toMatch(/\/BaseFont \/Helvetica/);
    });

    it('names the file after the person without direction marks or path separators', async () => {
      const cv = {
        ...SAMPLE_CV_EN,
        basics: { ...SAMPLE_CV_EN.basics, name: 'Amelia\u202e Hart/CV' },
      };
      const response = await post(owner, '/pdf', { cv, template: 'classic', language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent('Amelia Hart-CV-classic.pdf')}`,
      );
    });

    it('refuses an incomplete CV and names every missing part, in the reader’s language', async () => {
      const incomplete = {
        ...SAMPLE_CV_EN,
        basics: { name: 'Amelia Hart' },
        skills: [],
        languages: [],
      };
      const english = await post(owner, '/pdf', { cv: incomplete, language: 'en' });
      expect(english.statusCode).toBe(422);
      expect(english.json<TErrorResponse>()).toMatchObject({
        error_type: 'cv_incomplete',
        detail: 'The CV is missing: title, skills, languages. Please fill these in first.',
      });
      const chinese = await post(owner, '/pdf', { cv: incomplete, language: 'zh' }, 'zh');
      expect(chinese.json<TErrorResponse>().detail).toBe(
        '简历还缺少：职位头衔、专业技能、语言能力。请先补充完整。',
      );
      // The missing parts as data too, so a client can point at each one.
      expect(english.json<TErrorResponse>().fields).toEqual([
        { path: 'basics.label', message: 'Missing: title.' },
        { path: 'skills', message: 'Missing: skills.' },
        { path: 'languages', message: 'Missing: languages.' },
      ]);
      expect(chinese.json<TErrorResponse>().fields?.[0]).toEqual({
        path: 'basics.label',
        message: '缺少：职位头衔。',
      });
    });

    it('refuses bad fields with the field named', async () => {
      const longTitle = await post(owner, '/pdf', {
        cv: { ...SAMPLE_CV_EN, basics: { ...SAMPLE_CV_EN.basics, label: 'x'.repeat(101) } },
        language: 'en',
      });
      expect(longTitle.statusCode).toBe(422);
      expect(longTitle.json<TErrorResponse>().detail).toContain('title');
      const badDate = await post(
        owner,
        '/pdf',
        {
          cv: { ...SAMPLE_CV_EN, work: [{ position: 'Nurse', startDate: 'last spring' }] },
          language: 'en',
        },
        'zh',
      );
      expect(badDate.json<TErrorResponse>().detail).toBe('日期请写成年月，例如 2021-03。');
      const badTemplate = await post(owner, '/pdf', {
        cv: SAMPLE_CV_EN,
        template: 'fancy',
        language: 'en',
      });
      expect(badTemplate.statusCode).toBe(422);
    });

    it('draws a JPEG photo and refuses a PNG or a picture that lies about its type', async () => {
      const withPhoto = (image: string) => ({
        cv: { ...SAMPLE_CV_EN, basics: { ...SAMPLE_CV_EN.basics, image } },
        template: 'classic',
        language: 'en',
      });
      const drawn = await post(owner, '/pdf', withPhoto(SAMPLE_PHOTO_JPEG));
      expect(drawn.statusCode).toBe(200);
      expect(Buffer.from(drawn.rawPayload).toString('latin1')).toContain('/Subtype /Image');
      for (const image of [
        `data:image/png;base64,${TINY_PNG.toString('base64')}`,
        `data:image/jpeg;base64,${TINY_PNG.toString('base64')}`,
      ]) {
        const refused = await post(owner, '/pdf', withPhoto(image));
        expect(refused.statusCode).toBe(422);
        expect(refused.json<TErrorResponse>().detail).toBe('The photo must be a JPEG picture.');
      }
    });

    it('is for signed-in users only', async () => {
      expect((await post(null, '/pdf', { cv: SAMPLE_CV_EN, language: 'en' })).statusCode).toBe(401);
    });

    it('draws emoji as text, and refuses Hebrew, Arabic and CJK Extension B by name', async () => {
      const named = (name: string, summary = SAMPLE_CV_EN.basics!.summary) => ({
        cv: { ...SAMPLE_CV_EN, basics: { ...SAMPLE_CV_EN.basics, name, summary } },
        template: 'compact',
        language: 'en',
      });
      const drawn = await post(owner, '/pdf', named('Zoë 👩‍💻', 'Ships 🚀 weekly.'));
      expect(drawn.statusCode).toBe(200);
      const text = await pdfText(new Uint8Array(drawn.rawPayload));
      expect(text).toContain('Zoë 👩‍💻');
      expect(text).toContain('Ships 🚀 weekly.');

      const hebrew = await post(owner, '/pdf', named('Zoë שלום'));
      expect(hebrew.statusCode).toBe(422);
      expect(hebrew.json<TErrorResponse>()).toEqual({
        error_type: 'cv_unsupported_characters',
        detail:
          'The PDF cannot draw these characters: ש ל ו ם (U+05E9 U+05DC U+05D5 U+05DD) in name. PDFs cannot yet lay out right-to-left scripts such as Hebrew and Arabic. Please remove or replace them, then export again.',
      });
      const mixed = named('Lin 𠀀', 'Reads عربي daily.');
      const chinese = await post(owner, '/pdf', mixed, 'zh');
      expect(chinese.statusCode).toBe(422);
      expect(chinese.json<TErrorResponse>().detail).toBe(
        'PDF 无法显示以下字符：𠀀（U+20000，位于姓名）；ع ر ب ي（U+0639 U+0631 U+0628 U+064A，位于个人简介）。PDF 暂不支持希伯来文、阿拉伯文等从右向左书写的文字，其余字符也不在简历所用的字体中。请删除或替换这些字符后再导出。',
      );
      const inHighlight = await post(owner, '/pdf', {
        ...named('Amelia Hart'),
        cv: {
          ...SAMPLE_CV_EN,
          work: [{ ...SAMPLE_CV_EN.work![0], highlights: ['Led 𠀀 rounds', 'Taught 𠀀'] }],
        },
      });
      expect(inHighlight.json<TErrorResponse>().detail).toContain(
        '𠀀 (U+20000) in work experience 1, highlight 1 and work experience 1, highlight 2.',
      );
    });
  });

  describe('saved copies', () => {
    const save = (reader: Reader, requestId = randomUUID(), name = 'For product roles') =>
      post(reader, '/saved', { cv: SAMPLE_CV_ZH, name, request_id: requestId });

    it('cost one paid credit; free credit does not pay, and nothing is saved without it', async () => {
      const reader = await signInUser(t.app, 'cv-free-only');
      await give(reader, 5, 'free');
      const refused = await save(reader);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<TErrorResponse>()).toMatchObject({
        error_type: 'paid_credit_required',
        detail:
          'Saving a CV on the server takes 1 purchased credit; free credits cannot pay for it. Your balance has 0 purchased credits.',
      });
      const rows = await t.database.db
        .select()
        .from(savedCvs)
        .where(eq(savedCvs.userId, reader.user.id));
      expect(rows).toHaveLength(0);
      expect(await balance(reader)).toMatchObject({ paid: 0, free: 5 });
    });

    it('charge once however often one click is sent, even at the same moment', async () => {
      await give(owner, 3, 'paid');
      await give(owner, 2, 'free');
      const requestId = randomUUID();
      const answers = await Promise.all([
        save(owner, requestId),
        save(owner, requestId),
        save(owner, requestId),
      ]);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const bodies = answers.map((answer) => answer.json<TSaveCvResponse>());
      expect(bodies.filter((body) => body.charged)).toHaveLength(1);
      expect(new Set(bodies.map((body) => body.saved.id)).size).toBe(1);
      expect(await balance(owner)).toMatchObject({ paid: 2, free: 2 });
      const charges = await t.database.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.reference, bodies[0]!.saved.id));
      expect(charges).toMatchObject([{ amount: -1, kind: 'paid', reason: 'cv_save' }]);
    });

    it('are listed, opened and deleted by their owner, and are nobody else’s', async () => {
      const saved = (await save(owner, randomUUID(), 'Second copy')).json<TSaveCvResponse>().saved;
      const list = (await get(owner, '/saved')).json<TSavedCvListResponse>();
      expect(list.items[0]).toMatchObject({
        id: saved.id,
        name: 'Second copy',
        title: '高级产品经理',
      });
      expect(list.total).toBe(2);
      const opened = (await get(owner, `/saved/${saved.id}`)).json<TSavedCv>();
      expect(opened.cv.basics.name).toBe('林思喆');
      expect(opened.cv.meta.irreplaceable.mbti).toBe('ENTJ');

      expect((await get(other, `/saved/${saved.id}`)).statusCode).toBe(404);
      expect((await get(other, '/saved')).json<TSavedCvListResponse>().total).toBe(0);
      const stranger = await t.app.inject({
        method: 'DELETE',
        url: `/api/cv/saved/${saved.id}`,
        headers: bearer(other.token),
      });
      expect(stranger.statusCode).toBe(404);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/cv/saved/${saved.id}`,
        headers: bearer(owner.token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await get(owner, `/saved/${saved.id}`)).statusCode).toBe(404);
      expect(await balance(owner)).toMatchObject({ paid: 1 });
    });

    it('refuse an incomplete CV before charging anything', async () => {
      const before = await balance(owner);
      const response = await post(owner, '/saved', {
        cv: { basics: { name: 'Draft' } },
        name: 'Draft',
        request_id: randomUUID(),
      });
      expect(response.statusCode).toBe(422);
      expect(await balance(owner)).toEqual(before);
    });

    it('name the request field when it is missing', async () => {
      const response = await post(owner, '/saved', { cv: SAMPLE_CV_EN, name: 'Mine' });
      expect(response.statusCode).toBe(422);
      const body = response.json<TErrorResponse>();
      expect(body.detail).toBe('Please check the request ID field.');
      expect(body.fields).toEqual([
        { path: 'request_id', message: 'Please check the request ID field.' },
      ]);
    });
  });
  describe('tailoring to a job', () => {
    /** A job page to aim at: written by the search pipeline, as a person's search would. */
    const aJob = async () => {
      await searchAndWait(t.app, 'Nurse Educator');
      const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).limit(1);
      return job!.id;
    };

    it('proposes changes for the job, three times in 24 hours, and says when the next is allowed', async () => {
      const reader = await signInUser(t.app, 'cv-tailor');
      const jobId = await aJob();
      const generate = (language = 'en') =>
        post(reader, '/generate', { cv: SAMPLE_CV_EN, job_id: jobId, language }, language);

      const first = await generate();
      expect(first.statusCode).toBe(200);
      const body = first.json<TTailorCvResponse>();
      expect(body.engine).toMatchObject({ kind: 'builtin', label: 'Built-in analyst' });
      expect(body.proposals.map((p) => p.section)).toContain('summary');
      expect(body.remaining).toBe(2);
      expect(body.next_allowed_at).toBeNull();

      const chinese = (await generate('zh')).json<TTailorCvResponse>();
      expect(chinese.engine.label).toBe('内置分析师');
      const third = (await generate()).json<TTailorCvResponse>();
      expect(third.remaining).toBe(0);
      expect(third.next_allowed_at).not.toBeNull();

      const fourth = await generate();
      expect(fourth.statusCode).toBe(429);
      const next = new Date(third.next_allowed_at!).toISOString().slice(0, 16).replace('T', ' ');
      expect(fourth.json<TErrorResponse>()).toMatchObject({
        error_type: 'cv_generation_limit',
        detail: `You can tailor a CV 3 times in 24 hours. Your next one is available from ${next} (UTC).`,
      });

      // A day later the oldest no longer counts.
      await t.database.db
        .update(cvGenerations)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
        .where(eq(cvGenerations.userId, reader.user.id));
      expect((await generate()).statusCode).toBe(200);
    });

    it('counts once when several requests race for the last one', async () => {
      const reader = await signInUser(t.app, 'cv-tailor-race');
      const jobId = await aJob();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post(reader, '/generate', { cv: SAMPLE_CV_EN, job_id: jobId, language: 'en' }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);
      const rows = await t.database.db
        .select()
        .from(cvGenerations)
        .where(eq(cvGenerations.userId, reader.user.id));
      expect(rows).toHaveLength(3);
    });

    it('refuses an unknown job and an incomplete CV without counting either', async () => {
      const reader = await signInUser(t.app, 'cv-tailor-bad');
      expect(
        (await post(reader, '/generate', { cv: SAMPLE_CV_EN, job_id: 999999, language: 'en' }))
          .statusCode,
      ).toBe(404);
      const incomplete = await post(reader, '/generate', {
        cv: { basics: {} },
        job_id: 1,
        language: 'en',
      });
      expect(incomplete.statusCode).toBe(422);
      const rows = await t.database.db
        .select()
        .from(cvGenerations)
        .where(eq(cvGenerations.userId, reader.user.id));
      expect(rows).toHaveLength(0);
    });
  });
  describe('importing a CV file', () => {
    const upload = (reader: Reader, bytes: Buffer, filename: string, language = 'en') => {
      const form = multipartForm([{ name: 'file', value: bytes, filename }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/cv/import',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(reader.token), 'accept-language': language },
      });
    };

    it('reads a Word file and a Chinese PDF into the editor’s fields, keeping nothing', async () => {
      const docx = await upload(owner, cvFixture('backend-lead.docx'), 'backend-lead.docx');
      expect(docx.statusCode).toBe(200);
      const english = docx.json<TImportCvResponse>();
      expect(english.language).toBe('en');
      expect(english.cv.work.length).toBeGreaterThan(0);
      expect(english.cv.work[0]?.position).toBeTruthy();
      expect(english.cv.work[0]?.startDate).toMatch(/^\d{4}-\d{2}$/);
      expect(english.cv.basics.email).toMatch(/@/);

      const pdf = await upload(owner, cvFixture('icu-nurse-zh.pdf'), '简历.pdf', 'zh');
      expect(pdf.statusCode).toBe(200);
      const chinese = pdf.json<TImportCvResponse>();
      expect(chinese.language).toBe('zh');
      expect(chinese.cv.work.some((job) => /护士/.test(job.position ?? ''))).toBe(true);
      expect(chinese.cv.languages.length).toBeGreaterThan(0);
    });

    it('refuses every file it cannot read with its own translated error', async () => {
      const cases: [string, Buffer, string, number, string][] = [
        ['scan.pdf', await scannedPdf(), 'pdf_no_text', 422, ''],
        ['locked.pdf', await encryptedPdf(), 'file_encrypted', 422, ''],
        ['broken.pdf', await truncatedPdf(), 'file_corrupt', 422, ''],
        ['bomb.docx', await zipBombDocx(), 'file_too_complex', 422, ''],
        ['empty.txt', Buffer.alloc(0), 'cv_empty', 422, ''],
        [
          'recipe.txt',
          Buffer.from(
            'Preheat the oven to 200 degrees. Mix flour, butter and sugar until crumbly, then bake for 25 minutes until golden.',
          ),
          'not_a_cv',
          422,
          '',
        ],
        ['photo.pdf', TINY_PNG, 'file_type_unsupported', 415, ''],
      ];
      for (const [name, bytes, errorType, status] of cases) {
        const response = await upload(owner, bytes, name, 'zh');
        expect(response.statusCode, name).toBe(status);
        const body = response.json<TErrorResponse>();
        expect(body.error_type, name).toBe(errorType);
        expect(body.detail, name).toMatch(/[\u4e00-\u9fff]/);
      }
    });
  });
});
