import { expect, test, patience } from '../support/test';

test.describe('an address that already holds its share of live sockets', () => {
  test('still gets its search written, asking over HTTP, and opens no second socket', async ({
    page,
    context,
  }) => {
    // Another tab of this browser takes every socket the address may hold, until one is refused
    // (a page of the app: the policy of the API's own answers allows no connection at all).
    const filler = await context.newPage();
    await filler.goto('/terms');
    const filled = await filler.evaluate(async () => {
      const kept: WebSocket[] = [];
      for (let i = 0; i < 1000; i += 1) {
        const socket = new WebSocket(`ws://${location.host}/ws`);
        const closeCode = await new Promise<number | null>((resolve) => {
          socket.onopen = () => socket.send(JSON.stringify({ type: 'ping' }));
          socket.onmessage = () => resolve(null);
          socket.onclose = (event) => resolve(event.code);
        });
        if (closeCode !== null) return { kept: kept.length, closeCode };
        kept.push(socket);
        (window as unknown as { held: WebSocket[] }).held = kept;
      }
      return { kept: kept.length, closeCode: null };
    });
    expect(filled.closeCode).toBe(1008);
    expect(filled.kept).toBeLessThanOrEqual(50);

    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Job title' });
    await box.fill('Cartographer');
    await box.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    await expect(
      dialog.getByText('“Cartographer” was new to us: its page has just been written.', {
        exact: false,
      }),
    ).toBeVisible({ timeout: patience(30_000) });
    expect(sockets).toHaveLength(1);
    await filler.close();
  });
});
