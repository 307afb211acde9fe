import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiBase,
  captchaQuery,
  accountPaths,
  ok,
  okEnvelope,
  sliderCaptchaPaths,
  sliderChallenge,
  sliderTicket,
  sliderVerifyBody,
} from '@lottery/contracts';

/** The HttpOnly cookie that ties a browser to the image captcha it was shown. */
export const captchaCookie = (purpose: 'login' | 'reg') => `vcode_${purpose}`;

const limit = { max: 30, timeWindow: '1 minute' } as const;

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    accountPaths.captcha,
    { config: { rateLimit: limit }, schema: { querystring: captchaQuery } },
    async (request, reply) => {
      const purpose = request.query.m === 'reg' ? 'reg' : 'login';
      const { id, png } = await app.services.captcha.createImage(purpose);
      return reply
        .setCookie(captchaCookie(purpose), id, {
          httpOnly: true,
          sameSite: 'lax',
          path: apiBase,
          maxAge: 300,
          secure: request.protocol === 'https',
        })
        .header('cache-control', 'no-store')
        .type('image/png')
        .send(png);
    },
  );

  app.get(
    sliderCaptchaPaths.challenge,
    { config: { rateLimit: limit }, schema: { response: { 200: okEnvelope(sliderChallenge) } } },
    async () => ok((await app.services.captcha.createSlider()).challenge),
  );

  app.post(
    sliderCaptchaPaths.verify,
    {
      config: { rateLimit: limit },
      schema: { body: sliderVerifyBody, response: { 200: okEnvelope(sliderTicket) } },
    },
    async (request) => ok(await app.services.captcha.verifySlider(request.body.id, request.body.x)),
  );
};
