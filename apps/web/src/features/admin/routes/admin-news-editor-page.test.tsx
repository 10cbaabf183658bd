import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { signInAdmin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeAdminArticle } from '../testing/make-admin-news';

const UPLOAD = {
  id: '0b6f1b7e-34d4-4a8b-9d3e-3f4d55e0c001',
  url: '/uploads/picture.png',
  content_type: 'image/png',
  size: 1234,
  width: 1200,
  height: 630,
};

function stubEditor() {
  return stubFetch({
    'POST /api/admin/news/images': jsonResponse(200, UPLOAD),
    'POST /api/admin/news': (call) =>
      jsonResponse(
        200,
        makeAdminArticle(42, { ...(call.body as object), status: 'published' } as never),
      ),
    'GET /api/admin/news/7': jsonResponse(200, makeAdminArticle(7, { status: 'published' })),
    'PUT /api/admin/news/7': (call) => jsonResponse(200, makeAdminArticle(7, call.body as never)),
    'DELETE /api/admin/news/7': jsonResponse(200, { id: 7, deleted: true }),
    'GET /api/admin/news': jsonResponse(200, {
      items: [],
      page: 1,
      page_size: 20,
      total: 0,
      has_more: false,
    }),
  });
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'chart.png', { type: 'image/png' });

describe('admin news editor', () => {
  it('writes an article in both languages with a picture and publishes it', async () => {
    signInAdmin();
    const { callsTo } = stubEditor();
    const { user, currentPath, container } = renderApp('/admin/news/new');

    await user.type(
      await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5_000 }),
      'Nurses and AI',
    );
    await user.type(screen.getByRole('textbox', { name: /^Summary/ }), 'Why care stays human.');
    // Typing into the rich-text box needs a real browser (the end-to-end spec does it).
    expect(screen.getByRole('textbox', { name: 'Content in English' })).toHaveAttribute(
      'contenteditable',
      'true',
    );
    expect(screen.getByText('Reading time').parentElement).toHaveTextContent('English: 1 min');

    await user.click(screen.getByRole('tab', { name: /中文/ }));
    const chinese = screen.getByRole('tabpanel', { name: /中文/ });
    await user.type(within(chinese).getByRole('textbox', { name: 'Title' }), '护士与 AI');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'market');
    await user.type(screen.getByRole('textbox', { name: 'Tags (English)' }), 'Health{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Tags (中文)' }), '医疗，护理{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Author (English)' }), 'Health desk');
    await user.type(screen.getByRole('textbox', { name: 'Author (中文)' }), '健康编辑部');
    await user.upload(container.querySelector('input[type="file"]')!, png());
    await user.type(await screen.findByRole('textbox', { name: 'Caption (English)' }), 'A chart');
    expect(screen.getByRole('radio', { name: /Use as the cover/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Insert this picture in the 中文 text' }));

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText('Published: the article is on the news board.'),
    ).toBeInTheDocument();
    const body = callsTo('POST /api/admin/news')[0]!.body as TSaveNewsRequest;
    expect(body).toMatchObject({
      title_en: 'Nurses and AI',
      title_zh: '护士与 AI',
      summary_en: 'Why care stays human.',
      category: 'market',
      tags: ['Health'],
      tags_zh: ['医疗', '护理'],
      author: 'Health desk',
      author_zh: '健康编辑部',
      status: 'published',
      images: [{ upload_id: UPLOAD.id, caption_en: 'A chart', caption_zh: '', is_cover: true }],
    });
    expect(body.content_en).toBe('');
    expect(body.content_zh).toContain('<img src="/uploads/picture.png" alt="A chart">');
    expect(callsTo('POST /api/admin/news/images')[0]!.body).toBeInstanceOf(FormData);
    await waitFor(() => expect(currentPath()).toBe('/admin/news/42'));
  }, 20_000);

  it('refuses to save without a title in any language', async () => {
    signInAdmin();
    const { callsTo } = stubEditor();
    const { user } = renderApp('/admin/news/new');

    await user.click(await screen.findByRole('button', { name: 'Save draft' }, { timeout: 5_000 }));

    expect(
      (await screen.findAllByText('Give the article a title in at least one language.')).length,
    ).toBeGreaterThan(0);
    expect(callsTo('POST /api/admin/news')).toHaveLength(0);
  });

  it('refuses a picture that is too large before uploading it', async () => {
    signInAdmin();
    const { callsTo } = stubEditor();
    const { user, container } = renderApp('/admin/news/new');
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5_000 });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });

    await user.upload(container.querySelector('input[type="file"]')!, huge);

    expect(await screen.findByText('That file is larger than 5 MB.')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/news/images')).toHaveLength(0);
  });

  it('edits a published article, previews it sanitised, saves, unpublishes and deletes it', async () => {
    signInAdmin();
    const { callsTo } = stubFetch({
      'GET /api/admin/news/7': jsonResponse(
        200,
        makeAdminArticle(7, {
          status: 'published',
          content_en: '<p>Hello <img src="x" onerror="alert(1)"></p>',
        }),
      ),
      'PUT /api/admin/news/7': (call) =>
        jsonResponse(
          200,
          makeAdminArticle(7, { status: 'published', ...(call.body as object) } as never),
        ),
      'DELETE /api/admin/news/7': jsonResponse(200, { id: 7, deleted: true }),
      'GET /api/admin/news': jsonResponse(200, {
        items: [],
        page: 1,
        page_size: 20,
        total: 0,
        has_more: false,
      }),
    });
    const { user, currentPath } = renderApp('/admin/news/7');

    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5_000 });
    expect(title).toHaveValue('Article 7');
    await user.click(screen.getAllByRole('radio', { name: 'Preview' })[0]!);
    const preview = screen.getByRole('heading', { level: 1, name: 'Article 7' }).parentElement!;
    expect(preview.innerHTML).not.toContain('onerror');

    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect((callsTo('PUT /api/admin/news/7')[0]!.body as TSaveNewsRequest).title_en).toBe(
      'Renamed',
    );
    expect((callsTo('PUT /api/admin/news/7')[0]!.body as TSaveNewsRequest).status).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(
      await screen.findByText('Unpublished: the article is a draft again.'),
    ).toBeInTheDocument();
    expect((callsTo('PUT /api/admin/news/7')[1]!.body as TSaveNewsRequest).status).toBe('draft');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(currentPath()).toBe('/admin/news'));
    expect(callsTo('DELETE /api/admin/news/7')).toHaveLength(1);
  });

  it('asks before leaving unsaved changes', async () => {
    signInAdmin();
    stubEditor();
    const { user, currentPath } = renderApp('/admin/news/new');
    await user.type(
      await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5_000 }),
      'Draft',
    );

    await user.click(screen.getByRole('link', { name: 'All articles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(currentPath()).toBe('/admin/news/new');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');

    await user.click(screen.getByRole('link', { name: 'All articles' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(currentPath()).toBe('/admin/news'));
  });
});
