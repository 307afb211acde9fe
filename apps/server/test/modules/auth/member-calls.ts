import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../helpers/accounts';

export const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url: `/app-api${url}`, headers: bearer(token) });

export const info = async (app: FastifyInstance, token: string) => {
  const res = await get(app, '/api/user/info', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

export const codeOf = async (app: FastifyInstance, token: string) =>
  (await get(app, '/api/user/info', token)).json().code as string | undefined;

/** Waits for a state, never for a length of time. */
export const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
};
