// Inputs for the storm benchmark, made by real programs at run time: the largest CV the editor
// accepts (every list at its limit, every text near its limit), a 10 MB PDF CV written by pdfkit,
// and a small PDF whose page content inflates to gigabytes. Run with tsx (it reads the server's
// test documents).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflatingPdf } from '../../apps/server/src/test/bad-documents.ts';
import { root } from './server-process.mjs';

const WORDS = (
  'led built shipped reduced grew designed migrated audited negotiated trained mentored ' +
  'launched automated analysed forecast reconciled customers revenue pipeline platform team ' +
  'budget quarterly regional product service operations compliance quality delivery network ' +
  'stakeholders partners contracts roadmap research reporting accounts growth systems'
).split(' ');

/** Text of about `length` characters from a fixed word list, the same on every run. */
function prose(length, seed) {
  let text = '';
  for (let i = seed; text.length < length - 12; i += 7) text += `${WORDS[i % WORDS.length]} `;
  return `${text.trim()}.`;
}

/** A CV with every list at its limit (contracts/cv/cv-document.ts) and long texts throughout. */
export function largestCv() {
  const highlights = (seed) => Array.from({ length: 12 }, (_, i) => prose(290, seed + i));
  return {
    basics: {
      name: 'Jordan Example',
      label: 'Operations Director',
      email: 'jordan@example.com',
      phone: '+44 20 7946 0000',
      summary: prose(1990, 1),
      location: { city: 'London', countryCode: 'GB' },
    },
    work: Array.from({ length: 20 }, (_, i) => ({
      name: `Company ${i + 1} Limited`,
      position: 'Senior Operations Manager',
      location: 'London',
      startDate: `${2000 + (i % 20)}-01`,
      endDate: `${2001 + (i % 20)}-12`,
      summary: prose(1990, i),
      highlights: highlights(i * 3),
    })),
    education: Array.from({ length: 10 }, (_, i) => ({
      institution: `University ${i + 1}`,
      studyType: 'Master of Science',
      area: 'Operations Research',
      startDate: '1995',
      endDate: '1999',
      courses: Array.from(
        { length: 30 },
        (_, j) => `Course ${j + 1} in ${WORDS[j % WORDS.length]}`,
      ),
    })),
    skills: Array.from({ length: 50 }, (_, i) => ({
      name: `Skill ${i + 1} ${WORDS[i % WORDS.length]}`,
      level: 'Expert',
    })),
    languages: Array.from({ length: 20 }, (_, i) => ({
      language: `Language ${i + 1}`,
      fluency: 'Professional working proficiency',
    })),
    projects: Array.from({ length: 20 }, (_, i) => ({
      name: `Project ${i + 1}`,
      description: prose(1990, i + 5),
      url: `https://example.com/projects/${i + 1}`,
      startDate: '2020-01',
      endDate: '2021-06',
      highlights: highlights(i * 5),
    })),
    meta: {
      irreplaceable: {
        user_type: 'experienced',
        goals: prose(990, 3),
        achievements: Array.from({ length: 20 }, (_, i) => prose(290, i + 11)),
      },
    },
  };
}

/** A CV that fills nine or ten pages in the modern template: the most an export draws. */
export function tenPageCv() {
  const full = largestCv();
  return {
    ...full,
    work: full.work.slice(0, 6),
    projects: [],
    education: full.education.slice(0, 2),
  };
}

const cacheDir = path.join(os.tmpdir(), 'irreplaceable-storm-inputs');

/** A two-page CV as a PDF written by pdfkit, padded to `megabytes` with an attached file. */
export async function largeCvPdf(megabytes = 10) {
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const PDFDocument = require('pdfkit');
  const make = () =>
    new Promise((resolve, reject) => {
      const doc = new PDFDocument({ compress: true });
      const chunks = [];
      doc.on('data', (chunk) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.fontSize(18).text('Jane Doe');
      doc.fontSize(12).text('Accountant, Acme Corp, Mar 2017 - present');
      doc.text('Month-end close, reconciliations, US GAAP, audit preparation, budgeting.');
      doc.text('B.S. Accounting, State University, 2016');
      // Random bytes do not compress, so the file is as large as its attachment.
      const attachment = crypto.randomBytes(Math.floor((megabytes - 0.1) * 1024 * 1024));
      doc.file(attachment, { name: 'portfolio.bin', type: 'application/octet-stream' });
      doc.end();
    });
  const name = `cv-${megabytes}mb.pdf`;
  const file = path.join(cacheDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(file, await make());
  }
  return fs.readFileSync(file);
}

/** A PDF of about 2 MB whose page inflates to `inflatedMb` (made once, then kept). */
export async function inflationBomb(inflatedMb = 2048) {
  const file = path.join(cacheDir, `bomb-${inflatedMb}mb.pdf`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(file, await inflatingPdf(inflatedMb));
  }
  return fs.readFileSync(file);
}
