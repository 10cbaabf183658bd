import { useEffect, useRef, useState } from 'react';
import type * as PdfJs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type TPdfJs = typeof PdfJs;
let pdfJs: Promise<TPdfJs> | undefined;

function loadPdfJs(): Promise<TPdfJs> {
  pdfJs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl;
    return module;
  });
  return pdfJs;
}

/**
 * Draws a PDF's pages onto canvases with PDF.js, as wide as the column allows and sharp on
 * high-density screens. Pages are drawn off screen and swapped in together, so the preview never
 * flickers between two versions.
 */
export function PdfPages({ pdf, label }: { pdf: Blob; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const element = holder.current;
    if (!element) return;
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const document = await pdfjs.getDocument({
          data: new Uint8Array(await pdf.arrayBuffer()),
          isEvalSupported: false,
        }).promise;
        const width = element.clientWidth || 600;
        const ratio = window.devicePixelRatio || 1;
        const canvases: HTMLCanvasElement[] = [];
        for (let number = 1; number <= document.numPages; number += 1) {
          const page = await document.getPage(number);
          const viewport = page.getViewport({
            scale: (width / page.getViewport({ scale: 1 }).width) * ratio,
          });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = '100%';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${label} ${number}/${document.numPages}`);
          await page.render({ canvas, viewport }).promise;
          canvases.push(canvas);
        }
        await document.destroy();
        if (!cancelled) {
          element.replaceChildren(...canvases);
          setError(false);
        }
      } catch {
        if (!cancelled) setError(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pdf, label]);

  return (
    <>
      {error ? <p role="alert">⚠</p> : null}
      <div ref={holder} data-testid="cv-preview-pages" />
    </>
  );
}
