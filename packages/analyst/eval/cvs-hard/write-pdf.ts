import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { chromium, type Browser } from 'playwright-core';

/** Markdown sources may carry a little HTML (a two-column wrapper, a contact line's spans). */
const markdown = new MarkdownIt({ html: true, breaks: false });

export interface PdfJob {
  source: string;
  out: string;
  theme: string;
  language: 'en' | 'zh';
}

/**
 * Prints each CV with headless Chromium, the way "Save as PDF" in a browser would; the theme's
 * `@page` rule chooses the paper (Letter or A4) and margins.
 */
export async function printPdfs(jobs: readonly PdfJob[], stylesDir: string): Promise<void> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    for (const job of jobs) {
      const text = fs.readFileSync(job.source, 'utf8');
      const body = job.source.endsWith('.md') ? markdown.render(text) : text;
      const css = fs.readFileSync(path.join(stylesDir, `${job.theme}.css`), 'utf8');
      const title = path.basename(job.out, '.pdf');
      const html =
        `<!doctype html><html lang="${job.language === 'zh' ? 'zh-CN' : 'en'}"><head>` +
        `<meta charset="utf-8"><title>${title}</title><style>${css}</style></head>` +
        `<body>${body}</body></html>`;
      await page.setContent(html, { waitUntil: 'load' });
      // Written as a string: this runs in the page, and the build is typed without the DOM.
      await page.evaluate('document.fonts.ready.then(() => true)');
      await page.pdf({
        path: job.out,
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
      });
      if (job.language === 'zh') packObjects(job.out);
    }
  } finally {
    await browser.close();
  }
}

/**
 * Chromium draws Noto Sans CJK (CFF outlines) as Type 3 fonts, one per block of 256 glyph ids, so
 * a Chinese CV carries a hundred font dictionaries in plain text and weighs 300-700 KB. qpdf moves
 * those dictionaries into compressed object streams, a lossless rewrite that halves the file; the
 * page content and the text a reader extracts stay as Chromium printed them.
 */
function packObjects(file: string): void {
  const packed = `${file}.packed`;
  const result = spawnSync('qpdf', [
    '--object-streams=generate',
    '--compression-level=9',
    '--recompress-flate',
    file,
    packed,
  ]);
  if (result.error) throw new Error(`qpdf is needed for the Chinese PDFs: ${result.error.message}`);
  // qpdf exits 3 when it succeeded with warnings.
  if (result.status !== 0 && result.status !== 3) {
    throw new Error(`qpdf failed on ${path.basename(file)}: ${result.stderr.toString()}`);
  }
  fs.renameSync(packed, file);
}
