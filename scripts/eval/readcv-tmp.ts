import fs from 'node:fs';
import path from 'node:path';
import { loadKnowledge } from '/work/main/packages/analyst/src/knowledge/load-knowledge';
import { cvReader, readCv } from '/work/main/packages/analyst/src/cv/read-cv';
import { sniffDocument } from '/work/main/apps/server/src/platform/documents/sniff-document';
import { readDocument } from '/work/main/apps/server/src/platform/documents/read-document';
import { cleanCvText } from '/work/main/apps/server/src/features/cv-analysis/cv-input';
const file = process.argv[2]!;
const bytes = fs.readFileSync(file);
const s = await sniffDocument(bytes, path.basename(file));
if (!s.kind) { console.log('refused', s); process.exit(); }
const r = await readDocument({ kind: s.kind, bytes: new Uint8Array(bytes) });
if (!r.ok) { console.log(r); process.exit(); }
const text = cleanCvText(r.text);
if (process.argv.includes('--text')) console.log(text);
const k = loadKnowledge();
const reading = readCv(text, { year: 2026, month: 12 }, cvReader(k));
const t = (c: string) => k.byCode.get(c)?.title;
console.log('roles:', reading.roles.map((x) => `${x.kind}:${x.title} -> ${x.job.occupations.slice(0,2).map(o=>`${o.code} ${t(o.code)} ${o.score.toFixed(2)}`).join(', ')} [${x.start?.year ?? ''}-${x.end === 'present' ? 'now' : x.end?.year ?? ''}] via ${x.job.matched_by}`).join('\n  '));
console.log('months', reading.monthsOfExperience, 'edu', reading.education?.level);
console.log('tech:', reading.technologies.map((x) => `${x.text}`).join(', '));
