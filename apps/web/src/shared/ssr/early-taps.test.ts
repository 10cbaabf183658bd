import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATING_EVENT, replayEarlyTaps } from './early-taps';

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.ready;
});

/** The app taking over: hydration starts, its handlers attach, then the page is live. */
async function hydrate(attach: () => void) {
  document.dispatchEvent(new Event(HYDRATING_EVENT));
  attach();
  document.documentElement.dataset.ready = 'true';
  // The observer reports after the current task's microtasks.
  await new Promise((resolve) => setTimeout(resolve));
}

describe('a tap before the page is live', () => {
  it('is made again on the same button once the app has hydrated, once', async () => {
    document.body.innerHTML =
      '<header><button type="button">Menu</button><button>Other</button></header>';
    const [menu, other] = [...document.querySelectorAll('button')];
    stop = replayEarlyTaps();
    menu!.click();
    other!.click();

    const taps: string[] = [];
    await hydrate(() => {
      menu!.addEventListener('click', () => taps.push('menu'));
      other!.addEventListener('click', () => taps.push('other'));
    });
    expect(taps).toEqual(['menu']);
  });

  it('ticks a radio chip only when the app can hear it', async () => {
    document.body.innerHTML = '<input type="radio" name="filter" value="popular" />';
    const radio = document.querySelector('input')!;
    stop = replayEarlyTaps();
    radio.click();
    expect(radio.checked).toBe(false);

    const changes: string[] = [];
    await hydrate(() => radio.addEventListener('change', () => changes.push(radio.value)));
    expect(radio.checked).toBe(true);
    expect(changes).toEqual(['popular']);
  });

  it('leaves links and form submissions to the browser, which carries them out without code', async () => {
    document.body.innerHTML =
      '<a href="#fit" role="button">Am I fit?</a><form><button type="submit">Search</button></form>';
    stop = replayEarlyTaps();
    const link = document.querySelector('a')!;
    const submit = document.querySelector('button')!;
    link.click();
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    submit.click();

    const taps: string[] = [];
    await hydrate(() => {
      link.addEventListener('click', () => taps.push('link'));
      submit.addEventListener('click', () => taps.push('submit'));
    });
    expect(taps).toEqual([]);
  });

  it('is left to React once hydration has begun', async () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    stop = replayEarlyTaps();
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    button.click();

    const taps: string[] = [];
    await hydrate(() => button.addEventListener('click', () => taps.push('menu')));
    expect(taps).toEqual([]);
  });

  it('is dropped when its button is gone from the live page', async () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    stop = replayEarlyTaps();
    button.click();
    const taps: string[] = [];
    button.addEventListener('click', () => taps.push('menu'));
    await hydrate(() => button.remove());
    expect(taps).toEqual([]);
  });
});
