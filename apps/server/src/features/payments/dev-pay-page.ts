import type { Language } from '@irreplaceable/contracts/constants';
import { escapeHtml } from '../../platform/http/page-meta';
import type { CheckoutSessionRow } from './repository';

/** What the page says after an action, carried by the redirect that follows it. */
export type DevPayNotice = 'refund_held';

const TEXT = {
  en: {
    title: 'Test payment',
    heading: 'Pay for credits',
    pack: 'Pack',
    credits: (count: number) => `${count} credits`,
    account: 'Account',
    pay: (price: string) => `Pay ${price}`,
    cancel: 'Cancel and go back',
    paid: (count: number) => `Paid: ${count} credits were added to this account.`,
    back: (name: string) => `Back to ${name}`,
    theApp: 'the app',
    refund: 'Refund this test payment',
    refunded: (count: number) => `Refunded: the ${count} credits were taken back.`,
    refundHeld:
      'The refund arrived, but the credits were already spent, so none were taken back. It is kept for an administrator to settle.',
    expired: 'This payment has expired. Start again from the credit page.',
    notFound: 'There is no test payment with this address.',
    language: 'Language',
  },
  zh: {
    title: '测试支付',
    heading: '购买积分',
    pack: '套餐',
    credits: (count: number) => `${count} 积分`,
    account: '账户',
    pay: (price: string) => `支付 ${price}`,
    cancel: '取消并返回',
    paid: (count: number) => `已支付：${count} 积分已加到该账户。`,
    back: (name: string) => `返回${name}`,
    theApp: '应用',
    refund: '退款（测试）',
    refunded: (count: number) => `已退款：${count} 积分已扣回。`,
    refundHeld: '退款已收到，但这些积分已经用掉，所以没有扣回。此事已留待管理员处理。',
    expired: '该支付已过期，请回到积分页面重新开始。',
    notFound: '没有这个地址的测试支付。',
    language: '语言',
  },
} as const;

/** Shown in both languages whatever the page's language: nobody should wonder. */
const NO_MONEY = {
  en: 'Development payment page: no money moves. No card is asked for and nothing is charged; paying here only adds credits to this account for testing.',
  zh: '开发用测试支付页面：不会产生任何真实扣款。这里不需要银行卡，也不收取任何费用；“支付”只会为该账户添加测试积分。',
};

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1f2430; }
  main { max-width: 460px; margin: 0 auto; padding: 32px 16px; }
  .card { background: #fff; border: 1px solid #dfe2e8; border-radius: 14px; padding: 24px; }
  .warning { background: #fff4e0; border: 1px solid #f0c36d; border-radius: 10px; padding: 12px 14px; margin-bottom: 20px; font-size: 14px; line-height: 1.5; }
  .warning p { margin: 0; }
  .warning p + p { margin-top: 6px; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
  dt { color: #5b6272; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .price { font-size: 28px; font-weight: 750; margin: 0 0 20px; font-variant-numeric: tabular-nums; }
  form { margin: 0; }
  button, .link { display: block; box-sizing: border-box; width: 100%; padding: 12px; border-radius: 8px; font: inherit; font-weight: 650; text-align: center; cursor: pointer; text-decoration: none; }
  .pay { background: #1c7ed6; color: #fff; border: 0; }
  .pay:hover { background: #1971c2; }
  .secondary { background: #fff; color: #1f2430; border: 1px solid #c9ced8; margin-top: 10px; }
  .status { padding: 12px 14px; border-radius: 10px; background: #ebfbee; border: 1px solid #8ce99a; margin: 0 0 16px; }
  .status.muted { background: #f1f3f5; border-color: #dee2e6; }
  nav { display: flex; justify-content: flex-end; align-items: center; gap: 12px; font-size: 14px; line-height: 20px; margin-bottom: 12px; }
  nav a { color: #1971c2; }
  nav a[aria-current] { font-weight: 700; color: inherit; text-decoration: none; }
`;

function formatPrice(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
  }).format(amount / 100);
}

function languageLinks(path: string, language: Language): string {
  const link = (code: Language, label: string) =>
    `<a href="${escapeHtml(`${path}?lang=${code}`)}" lang="${code}"${code === language ? ' aria-current="true"' : ''}>${label}</a>`;
  return `<nav aria-label="${TEXT[language].language}">${link('en', 'English')}${link('zh', '中文')}</nav>`;
}

function page(language: Language, title: string, body: string, path: string): string {
  return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${languageLinks(path, language)}
<div class="card">
<div class="warning" role="note">
<p lang="en"><strong>${escapeHtml(NO_MONEY.en)}</strong></p>
<p lang="zh-CN"><strong>${escapeHtml(NO_MONEY.zh)}</strong></p>
</div>
${body}
</div>
</main>
</body>
</html>`;
}

/** The development payment page of one session, in the reader's language. */
export function renderDevPayPage(view: {
  session: CheckoutSessionRow;
  email: string;
  language: Language;
  /** Where the buyer goes back to: the paid or the cancelled return path. */
  backPath: string;
  cancelPath: string;
  notice?: DevPayNotice | undefined;
}): string {
  const { session, language } = view;
  const text = TEXT[language];
  const base = `/dev/pay/${encodeURIComponent(session.id)}`;
  const price = formatPrice(session.amount, session.currency, language);
  const action = (name: string) => `${base}/${name}?lang=${language}`;
  const summary = `<h1>${text.heading}</h1>
<p class="price">${escapeHtml(price)}</p>
<dl>
<dt>${text.pack}</dt><dd>${escapeHtml(text.credits(session.credits))}</dd>
<dt>${text.account}</dt><dd>${escapeHtml(view.email)}</dd>
</dl>`;
  const backLabel = text.back(session.sourceName || text.theApp);
  const back = (path: string, cls: string) =>
    `<a class="link ${cls}" href="${escapeHtml(path)}">${escapeHtml(backLabel)}</a>`;

  let body: string;
  switch (session.status) {
    case 'created':
      body = `${summary}
<form method="post" action="${escapeHtml(action('pay'))}"><button class="pay" type="submit">${escapeHtml(text.pay(price))}</button></form>
<form method="post" action="${escapeHtml(action('cancel'))}"><button class="secondary" type="submit">${text.cancel}</button></form>`;
      break;
    case 'completed':
      body = `${summary}
${
  view.notice === 'refund_held'
    ? `<p class="status muted" role="status">${escapeHtml(text.refundHeld)}</p>`
    : `<p class="status" role="status">${escapeHtml(text.paid(session.credits))}</p>`
}
${back(view.backPath, 'pay')}
<form method="post" action="${escapeHtml(action('refund'))}"><button class="secondary" type="submit">${text.refund}</button></form>`;
      break;
    case 'refunded':
      body = `${summary}
<p class="status muted" role="status">${escapeHtml(text.refunded(session.credits))}</p>
${back(view.backPath, 'secondary')}`;
      break;
    case 'expired':
      body = `${summary}
<p class="status muted" role="status">${escapeHtml(text.expired)}</p>
${back(view.cancelPath, 'secondary')}`;
      break;
  }
  return page(language, `${text.title} · ${price}`, body, base);
}

export function renderDevPayNotFound(language: Language): string {
  return page(
    language,
    TEXT[language].title,
    `<h1>${TEXT[language].title}</h1><p>${TEXT[language].notFound}</p>`,
    '/dev/pay',
  );
}
