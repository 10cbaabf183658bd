import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';

export type TXhrCall = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
};

type TXhrAnswer = { status: number; body?: unknown };

/**
 * Replaces XMLHttpRequest (which the API client uses only for uploads, to report their progress)
 * with one that reports the upload in two steps and then gives `answer`'s reply.
 */
export function stubXhr(answer: (call: TXhrCall) => TXhrAnswer | Promise<TXhrAnswer>) {
  const calls: TXhrCall[] = [];

  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    response: Blob | null = null;
    responseType = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }

    abort() {
      this.onabort?.();
    }

    send(body: unknown) {
      const call = { method: this.method, url: this.url, headers: this.headers, body };
      calls.push(call);
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      void (async () => {
        progress(40);
        await new Promise((resolve) => setTimeout(resolve, 10));
        progress(100);
        const reply = await answer(call);
        this.status = reply.status;
        // Node's own Blob: the Response the client builds from it is Node's too, not jsdom's.
        this.response = new NodeBlob([JSON.stringify(reply.body ?? null)], {
          type: 'application/json',
        }) as unknown as Blob;
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { calls };
}
