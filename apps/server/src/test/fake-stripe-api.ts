import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeApiRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form fields as sent, keys in Stripe's bracket notation (`line_items[0][quantity]`). */
  form: Record<string, string>;
}

export interface FakeStripeApi {
  /** e.g. http://127.0.0.1:40123, for STRIPE_API_URL. */
  origin: string;
  requests: StripeApiRequest[];
  /** The next answers are this error instead of a session. */
  failNext(times: number, status?: number): void;
  close(): Promise<void>;
}

/**
 * A stand-in for api.stripe.com on 127.0.0.1 that answers `POST /v1/checkout/sessions` the way
 * Stripe does, so the real library's request and response code runs with no network.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: StripeApiRequest[] = [];
  let failures = 0;
  let failureStatus = 500;
  let counter = 0;

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const request: StripeApiRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        form,
      };
      requests.push(request);
      const reply = (status: number, body: unknown) => {
        outgoing.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${counter}`,
        });
        outgoing.end(JSON.stringify(body));
      };
      if (failures > 0) {
        failures -= 1;
        return reply(failureStatus, {
          error: { type: 'api_error', message: 'The stand-in was told to fail.' },
        });
      }
      if (request.method !== 'POST' || request.path !== '/v1/checkout/sessions') {
        return reply(404, {
          error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
        });
      }
      counter += 1;
      const id = `cs_test_fake${String(counter).padStart(4, '0')}${'x'.repeat(20)}`;
      return reply(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        payment_intent: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    failNext(times, status = 500) {
      failures = times;
      failureStatus = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
