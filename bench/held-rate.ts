import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface HeldRateRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HeldRateResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
}

/**
 * Requests sent at an even `rate` per second over at most `connections` kept-alive sockets (an
 * open loop, unlike autocannon's rate, which sends each second's requests in one burst). Each
 * latency counts from the moment its request was due, so a server that falls behind shows its
 * queue in the figures instead of slowing the sender down (coordinated omission).
 */
export const heldRate = async (options: {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  request: (n: number) => HeldRateRequest;
}): Promise<HeldRateResult> => {
  const { hostname, port } = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failed = 0;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const started = performance.now();

  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.request(n);
      const request = http.request({ agent, hostname, port, method, path, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) failed += 1;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(body);
    });

  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(n, due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    perSecond: latencies.length / elapsed,
    p50Ms: Math.round(at(0.5) * 10) / 10,
    p99Ms: Math.round(at(0.99) * 10) / 10,
    maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    failed,
  };
};
