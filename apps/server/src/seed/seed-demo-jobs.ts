import type { FastifyInstance } from 'fastify';
import { classifyQuery } from '@irreplaceable/analyst/matching/classify-query';
import { normalizeTitleKey } from '@irreplaceable/analyst/matching/text-normalize';
import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { checkNotStopped, unlessStopped } from '../platform/lifecycle/abortable';

/** Titles people search most, so a new install opens on a living job board. */
export const DEMO_JOB_TITLES = [
  'Software Engineer',
  'Data Scientist',
  'Registered Nurse',
  'Accountant',
  'Truck Driver',
  'Graphic Designer',
  'Customer Service Representative',
  'Teacher',
  'Lawyer',
  'Electrician',
  'Marketing Manager',
  'Financial Analyst',
  'Translator',
  'Pharmacist',
  'Chef',
  'Web Developer',
  'Data Entry Clerk',
  'Telemarketer',
  'Plumber',
  'Physician',
  'Journalist',
  'Human Resources Specialist',
  'Project Manager',
  'Cashier',
  'Civil Engineer',
  'Preschool Teacher',
  'Paralegal',
  'Dental Hygienist',
  'Roofer',
  'Technical Writer',
  '产品经理',
  '外卖骑手',
];

/**
 * On a first start (no job pages yet), writes the demo job pages with the configured analyst. The
 * pages are written together in one transaction once all are ready, so a server stopped while
 * seeding leaves none and seeds them all on its next start.
 */
export async function seedDemoJobs(
  app: FastifyInstance,
  options: { signal?: AbortSignal } = {},
): Promise<number> {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  if ((row?.count ?? 0) > 0) return 0;
  const pages: Parameters<typeof app.jobWrites.createJobs>[0] = [];
  for (const title of DEMO_JOB_TITLES) {
    const language = /\p{Script=Han}/u.test(title) ? 'zh' : 'en';
    const match = classifyQuery(title, language);
    if (match.kind !== 'job') {
      app.log.warn({ title, error: match.error_type }, 'demo title did not match an occupation');
      continue;
    }
    const occupations = match.occupations.map(({ code, score }) => ({ code, score }));
    const analysis = await unlessStopped(
      app.deps.analyst.analyzeJob({
        title: match.canonical_title,
        title_zh: match.canonical_title_zh,
        occupations,
      }),
      options.signal,
    );
    pages.push({
      source: { titleKey: normalizeTitleKey(match.canonical_title), occupations, modelName: 'gpt' },
      analysis,
    });
  }
  checkNotStopped(options.signal);
  const created = await app.jobWrites.createJobs(pages);
  app.log.info({ created: created.length }, 'demo job pages written');
  return created.length;
}
