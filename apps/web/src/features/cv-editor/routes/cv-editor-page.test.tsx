import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_CV_EN } from '@irreplaceable/cv-pdf/testing/sample-cvs';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { toDraft, useLocalCv } from '../state/local-cv-store';

/** Characters as the editor names them: each in its own left-to-right isolate. */
const isolated = (characters: string) =>
  characters
    .split(' ')
    .map((character) => `\u2066${character}\u2069`)
    .join(' ');

const FONTS = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../packages/cv-pdf/fonts',
);

/** The app's calls answered by a table; the PDF fonts from the package's own files, as built. */
function stubEditor() {
  const api = stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const font = /\/([\w-]+\.(?:woff2?|ttf))(\?|$)/.exec(url)?.[1];
    if (font) return Promise.resolve(new Response(readFileSync(join(FONTS, font))));
    return api.fetchMock(input, init);
  });
  return api;
}

function openWithCv(change: (cv: typeof SAMPLE_CV_EN) => void) {
  const cv = structuredClone(SAMPLE_CV_EN);
  change(cv);
  signInUser();
  stubEditor();
  useLocalCv.getState().replace(toDraft(cv));
  return renderApp('/me/cv-editor');
}

describe('CV editor: characters the PDF cannot draw', () => {
  it(
    'names each character and its field, and refuses the preview and the download',
    { timeout: 60_000 },
    async () => {
      const { user } = openWithCv((cv) => {
        cv.basics!.name = 'Zoë שלום 👩‍💻';
        cv.work![0]!.highlights![1] = 'Mentored 𠀀 new starters';
      });
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(within(alert).getByText('Some characters cannot go in the PDF')).toBeInTheDocument();
      expect(
        within(alert).getByText(`${isolated('ש ל ו ם')} (U+05E9 U+05DC U+05D5 U+05DD) in Name`),
      ).toBeInTheDocument();
      expect(
        within(alert).getByText(`${isolated('𠀀')} (U+20000) in Work experience 1 · Highlight 2`),
      ).toBeInTheDocument();
      expect(
        within(alert).getByText(
          'Right-to-left scripts, such as Hebrew and Arabic, cannot yet be laid out in the PDF.',
        ),
      ).toBeInTheDocument();
      // The emoji has a font: it is not named.
      expect(alert.textContent).not.toContain('👩');
      // The field itself is marked.
      expect(
        screen.getByText(`The PDF cannot draw ${isolated('ש ל ו ם')} in this field.`),
      ).toBeInTheDocument();

      const createObjectUrl = vi.fn(() => 'blob:cv');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createObjectUrl }));
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(createObjectUrl).not.toHaveBeenCalled();
      // On a narrow screen the preview is a tab of its own; it draws nothing either.
      await user.click(screen.getByRole('radio', { name: 'Preview' }));
      expect(
        screen.getByText('No preview while the CV holds characters the PDF cannot draw.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /CV page/ })).not.toBeInTheDocument();
    },
  );

  it('says the same in Chinese', { timeout: 60_000 }, async () => {
    await act(() => changeLanguage('zh'));
    openWithCv((cv) => {
      cv.basics!.name = 'Amelia عربي';
      cv.skills![0]!.level = '𠀀';
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(alert).getByText('有些字符无法放进 PDF')).toBeInTheDocument();
    expect(
      within(alert).getByText(`${isolated('ع ر ب ي')}（U+0639 U+0631 U+0628 U+064A），位于姓名`),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText(`${isolated('𠀀')}（U+20000），位于专业技能 1 · 熟练程度`),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('PDF 暂不支持希伯来文、阿拉伯文等从右向左书写的文字。'),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('GBK 以外的生僻汉字、天城文、泰文等字符不在 PDF 所用的字体中。'),
    ).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});

describe('CV editor: what is missing or unreadable', () => {
  it(
    'takes the person to the first missing part and puts the cursor in it',
    { timeout: 120_000 },
    async () => {
      const { user } = openWithCv((cv) => {
        cv.meta!.irreplaceable!.user_type = undefined;
        cv.work = [];
      });
      const scroll = vi.mocked(Element.prototype.scrollIntoView);
      scroll.mockClear();
      await user.click(
        await screen.findByRole(
          'button',
          { name: 'Save a copy on the server' },
          { timeout: 20_000 },
        ),
      );

      const userType = (await screen.findAllByLabelText(/^Which describes you best\?/)).find(
        (element) => element.tagName === 'INPUT',
      );
      await waitFor(() => expect(document.activeElement).toBe(userType));
      expect(scroll.mock.contexts.at(-1)).toBe(userType);
      expect(screen.getByText('Choose what describes you best.')).toBeInTheDocument();

      // Once that is chosen, the next click goes to the empty work section's first field.
      act(() =>
        useLocalCv.getState().edit((draft) => {
          draft.meta.irreplaceable.user_type = 'experienced';
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Save a copy on the server' }));
      const work = screen.getByText(
        'Add at least one job, internship or role, with its position or employer.',
      );
      await waitFor(() => expect(document.activeElement).not.toBe(userType));
      expect(
        work.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(scroll.mock.contexts.at(-1)).toBe(document.activeElement);
    },
  );

  it(
    'says in a plain sentence why a JSON file cannot be imported',
    { timeout: 60_000 },
    async () => {
      openWithCv(() => undefined);
      const input = await screen.findByTestId('cv-import-json', {}, { timeout: 20_000 });
      // A file as a browser gives it: the test DOM's File cannot read itself back as text.
      const json = (name: string, text: string) =>
        Object.assign(new File([text], name, { type: 'application/json' }), {
          text: () => Promise.resolve(text),
        });

      fireEvent.change(input, {
        target: { files: [json('recipe.json', '{"basics": {"label": 42}}')] },
      });
      expect(
        await screen.findByText(
          'This JSON Resume file cannot be read: its field “basics.label” is not in the form a JSON Resume expects.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(document.body.textContent).not.toContain('we can read: JSON');
    },
  );
});
