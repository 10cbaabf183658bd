import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { TLazyArea } from '../shared/i18n/lazy-catalogues';
import type { TRouteHandle } from '../shared/routing/route-handle';
import { RequireAdmin } from './guards/require-admin';
import { RequireUser } from './guards/require-user';
import { RedirectSignedIn } from './guards/redirect-signed-in';
import { TermsGuard } from './guards/terms-guard';
import { AppFrame } from './layouts/app-frame';
import { RootLayout } from './layouts/root-layout';
import { AppLoading } from './pages/app-loading';
import NotFoundPage from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/** The texts only some pages need; the loader itself stays out of the main bundle too. */
async function loadCatalogues(areas: TLazyArea[]): Promise<void> {
  if (areas.length === 0) return;
  const { loadCatalogues: load } = await import('../shared/i18n/lazy-catalogues');
  await load(areas);
}

/**
 * Each page is its own chunk: the router loads a page's code only when it is visited, together
 * with the translation catalogues only that page needs (kept out of the main bundle).
 */
function page(load: () => Promise<{ default: ComponentType }>, catalogues: TLazyArea[] = []) {
  return async () => {
    const [{ default: Component }] = await Promise.all([load(), loadCatalogues(catalogues)]);
    return { Component };
  };
}

function titled(titleKey: NonNullable<TRouteHandle['titleKey']>, extra: TRouteHandle = {}) {
  return { titleKey, ...extra } satisfies TRouteHandle;
}

/** A page everyone sees alike: the server renders it, in the language its address names. */
function publicPage(titleKey: NonNullable<TRouteHandle['titleKey']>, extra: TRouteHandle = {}) {
  return titled(titleKey, { hasLanguageAddress: true, ...extra });
}

const hideLanguageSwitch = { hideLanguageSwitch: true };

const jobDetail = page(
  () => import('../features/job-detail/routes/job-detail-page'),
  ['chinaWages'],
);
const termsPage = page(() => import('../features/terms/routes/terms-page'), ['terms']);

/** Features never import each other, so the app puts the search feature's box on the home page. */
async function homePage() {
  const [{ default: HomePage }, { JobSearch }] = await Promise.all([
    import('../features/home/routes/home-page'),
    import('../features/search/components/job-search'),
  ]);
  return { Component: () => <HomePage search={<JobSearch />} /> };
}

/** The article page gets its comment section from the comments feature the same way. */
async function newsDetailPage() {
  const [{ default: NewsDetailPage }, { CommentSection }] = await Promise.all([
    import('../features/news/routes/news-detail-page'),
    import('../features/comments/components/comment-section'),
    loadCatalogues(['news', 'comments']),
  ]);
  const renderComments = (newsId: number) => <CommentSection key={newsId} newsId={newsId} />;
  return { Component: () => <NewsDetailPage renderComments={renderComments} /> };
}

const meRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="profile" replace /> },
  {
    path: 'profile',
    handle: titled('pages.profile.title'),
    lazy: page(() => import('../features/profile/routes/profile-page')),
  },
  { path: 'terms', handle: titled('pages.terms.title'), lazy: termsPage },
  {
    path: 'inbox',
    handle: titled('pages.inbox.title'),
    lazy: page(() => import('../features/inbox/routes/inbox-page'), ['inbox']),
  },
  {
    path: 'credit',
    handle: titled('pages.credit.title'),
    lazy: page(() => import('../features/credit/routes/credit-page'), ['credit']),
  },
  {
    path: 'cv-analysis',
    children: [
      { index: true, element: <Navigate to="start" replace /> },
      {
        path: 'start',
        handle: titled('pages.cvAnalysisStart.title'),
        lazy: page(
          () => import('../features/cv-analysis/routes/cv-analysis-start-page'),
          ['cvAnalysis', 'analyses'],
        ),
      },
      {
        path: 'history',
        handle: titled('pages.cvAnalysisHistory.title'),
        lazy: page(
          () => import('../features/cv-analysis/routes/cv-analysis-history-page'),
          ['cvAnalysis', 'analyses'],
        ),
      },
      {
        path: 'result/:id',
        handle: titled('pages.cvAnalysisResult.title', hideLanguageSwitch),
        lazy: page(
          () => import('../features/cv-analysis/routes/cv-analysis-result-page'),
          ['cvAnalysis', 'analyses', 'feedback', 'chinaWages'],
        ),
      },
    ],
  },
  {
    path: 'industry-analysis',
    children: [
      { index: true, element: <Navigate to="start" replace /> },
      {
        path: 'start',
        handle: titled('pages.industryAnalysisStart.title'),
        lazy: page(
          () => import('../features/industry-analysis/routes/industry-analysis-start-page'),
          ['industryAnalysis', 'analyses'],
        ),
      },
      {
        path: 'history',
        handle: titled('pages.industryAnalysisHistory.title'),
        lazy: page(
          () => import('../features/industry-analysis/routes/industry-analysis-history-page'),
          ['industryAnalysis', 'analyses'],
        ),
      },
      {
        path: 'result/:id',
        handle: titled('pages.industryAnalysisResult.title'),
        lazy: page(
          () => import('../features/industry-analysis/routes/industry-analysis-result-page'),
          ['industryAnalysis', 'analyses', 'feedback', 'chinaWages'],
        ),
      },
    ],
  },
  {
    path: 'cv-editor',
    handle: titled('pages.cvEditor.title'),
    lazy: page(() => import('../features/cv-editor/routes/cv-editor-page'), ['cvEditor']),
  },
  {
    path: 'job-fit-analysis',
    children: [
      { index: true, element: <Navigate to="history" replace /> },
      {
        path: 'history',
        handle: titled('pages.jobFitHistory.title'),
        lazy: page(() => import('../features/job-fit/routes/job-fit-history-page'), ['jobFit']),
      },
      {
        path: 'result/:id',
        handle: titled('pages.jobFitResult.title'),
        lazy: page(
          () => import('../features/job-fit/routes/job-fit-result-page'),
          ['jobFit', 'feedback'],
        ),
      },
    ],
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  {
    path: 'dashboard',
    handle: titled('pages.adminDashboard.title'),
    lazy: page(() => import('../features/admin/routes/admin-dashboard-page'), ['adminDashboard']),
  },
  {
    path: 'news',
    handle: titled('pages.adminNews.title'),
    lazy: page(() => import('../features/admin/routes/admin-news-page'), ['adminNews']),
  },
  {
    path: 'news/new',
    handle: titled('pages.adminNewsNew.title'),
    lazy: page(() => import('../features/admin/routes/admin-news-editor-page'), ['adminNews']),
  },
  {
    path: 'news/:id',
    handle: titled('pages.adminNewsEdit.title'),
    lazy: page(() => import('../features/admin/routes/admin-news-editor-page'), ['adminNews']),
  },
  {
    path: 'user-credit',
    handle: titled('pages.adminUserCredit.title'),
    lazy: page(() => import('../features/admin/routes/admin-user-credit-page'), ['adminCredit']),
  },
  {
    path: 'webhook-events',
    handle: titled('pages.adminWebhookEvents.title'),
    lazy: page(
      () => import('../features/admin/routes/admin-webhook-events-page'),
      ['adminWebhooks'],
    ),
  },
];

const siteRoutes: RouteObject[] = [
  {
    index: true,
    handle: publicPage('pages.home.title'),
    lazy: homePage,
  },
  {
    path: 'about',
    handle: publicPage('pages.about.title'),
    lazy: page(() => import('../features/about/routes/about-page'), ['about']),
  },
  {
    path: 'jobs',
    handle: publicPage('pages.jobs.title'),
    lazy: page(() => import('../features/jobs/routes/jobs-board-page')),
  },
  {
    path: 'jobs/:id',
    handle: publicPage('pages.jobDetail.title', hideLanguageSwitch),
    lazy: jobDetail,
  },
  {
    path: 'job/:id',
    handle: publicPage('pages.jobDetail.title', hideLanguageSwitch),
    lazy: jobDetail,
  },
  {
    path: 'news',
    handle: publicPage('pages.news.title'),
    lazy: page(() => import('../features/news/routes/news-board-page'), ['news']),
  },
  {
    path: 'news/:id',
    handle: publicPage('pages.newsDetail.title'),
    lazy: newsDetailPage,
  },
  {
    path: 'methodology',
    handle: publicPage('pages.methodology.title'),
    lazy: page(() => import('../features/methodology/routes/methodology-page')),
  },
  {
    path: 'terms',
    element: <TermsGuard />,
    children: [{ index: true, handle: publicPage('pages.terms.title'), lazy: termsPage }],
  },
  {
    path: 'login',
    element: <RedirectSignedIn />,
    children: [
      {
        index: true,
        handle: titled('pages.login.title'),
        lazy: page(() => import('../features/auth/routes/login-page')),
      },
    ],
  },
  {
    path: 'auth/oauth2/callback/google',
    handle: titled('pages.oauthCallback.title'),
    lazy: page(() => import('../features/auth/routes/google-callback-page')),
  },
  {
    path: 'admin/login',
    handle: titled('pages.adminLogin.title'),
    lazy: page(() => import('../features/auth/routes/admin-login-page')),
  },
  {
    path: 'me',
    element: <RequireUser />,
    children: [{ lazy: page(() => import('./layouts/me-layout')), children: meRoutes }],
  },
  {
    path: '*',
    handle: titled('pages.notFound.title'),
    // Static: the error page shows it too, so it is in the main chunk anyway.
    Component: NotFoundPage,
  },
];

/**
 * Every route of the product (spec 000 section 2). The site pages share the header and footer;
 * the admin area has its own shell. A failing page (say, a chunk that no longer exists after a
 * deploy) shows the error page inside its shell, so the header stays usable.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AppLoading,
    children: [
      {
        element: <RootLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: siteRoutes }],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: page(() => import('./layouts/admin-layout')),
            children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
          },
        ],
      },
    ],
  },
];
