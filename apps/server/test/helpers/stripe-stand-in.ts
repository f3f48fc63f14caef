import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received: method, path and the form-encoded body as pairs. */
export interface StripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in for the two Stripe API calls the adapter makes (Stripe itself is not reachable from the
 * tests): `POST /v1/checkout/sessions` and `POST /v1/billing_portal/sessions`, answering with the objects'
 * documented shapes (https://docs.stripe.com/api/checkout/sessions/object,
 * https://docs.stripe.com/api/customer_portal/sessions/object); anything else answers Stripe's error shape.
 */
export async function startStripeStandIn(): Promise<{
  api: { host: string; port: number; protocol: 'http' };
  calls: StripeCall[];
  close(): Promise<void>;
}> {
  const calls: StripeCall[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      calls.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, form });
      counter += 1;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          status: 'open',
          client_reference_id: form.get('client_reference_id'),
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          livemode: false,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = `bps_test_${counter}`;
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          livemode: false,
          url: `https://billing.stripe.com/p/session/${id}`,
        });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
