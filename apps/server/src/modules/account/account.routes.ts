import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountPaths,
  apiBase,
  balances,
  bankAccount,
  chatThemeColorBody,
  checkCashPasswordQuery,
  checkUniqueQuery,
  checkUniqueResult,
  deviceCookie,
  loginForm,
  modifyUserInfoForm,
  ok,
  okEnvelope,
  profile,
  query,
  registerForm,
  sessionTokens,
  updateBankForm,
  updateFundPwdForm,
  updatePasswordByAccountForm,
  updatePasswordForm,
  vipRules,
} from '@lottery/contracts';
import { publicUrlOf } from '../../config';
import { AppError } from '../../http/app-error';
import { memberOf, requireMember, requireOfficial } from '../auth/auth';
import { captchaCookie } from '../captcha/captcha.routes';
import type { CallerContext } from './account.service';

/** Per address: enough for people, too few for guessing. */
const limits = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
  trial: { max: 10, timeWindow: '10 minutes' },
  passwordByAccount: { max: 10, timeWindow: '10 minutes' },
  cashPassword: { max: 20, timeWindow: '10 minutes' },
  checkUnique: { max: 30, timeWindow: '1 minute' },
} as const;

const nullData = okEnvelope(z.null());

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = () => app.services.account;

  const callerOf = (request: FastifyRequest, purpose?: 'login' | 'reg'): CallerContext => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    captchaId: purpose ? request.cookies[captchaCookie(purpose)] : undefined,
  });

  const checkCompanyCode = async (request: FastifyRequest) => {
    const code = request.headers.companycode;
    if (code !== undefined && code !== app.config.COMPANY_CODE) {
      throw new AppError('SYS/VALIDATION', '公司代码不匹配');
    }
  };

  app.post(
    accountPaths.login,
    {
      config: { rateLimit: limits.login },
      preHandler: checkCompanyCode,
      schema: { body: loginForm, response: { 200: okEnvelope(sessionTokens) } },
    },
    async (request) => ok(await account().login(request.body, callerOf(request, 'login'))),
  );

  app.get(
    accountPaths.logout,
    {
      preValidation: requireMember,
      schema: { querystring: query({}), response: { 200: nullData } },
    },
    async (request) => {
      await account().logout(memberOf(request));
      return ok(null);
    },
  );

  app.post(
    accountPaths.register,
    {
      config: { rateLimit: limits.register },
      schema: { body: registerForm, response: { 200: okEnvelope(sessionTokens) } },
    },
    async (request, reply) => {
      // The gift cap counts devices by a cookie of our own; a browser without one gets one now.
      const deviceId = request.cookies[deviceCookie] ?? randomBytes(16).toString('base64url');
      const tokens = await account().register(request.body, {
        ...callerOf(request, 'reg'),
        deviceId,
      });
      reply.setCookie(deviceCookie, deviceId, {
        httpOnly: true,
        sameSite: 'lax',
        path: apiBase,
        maxAge: 365 * 24 * 3600,
        secure: publicUrlOf(app.config).startsWith('https:'),
      });
      return ok(tokens);
    },
  );

  app.get(
    accountPaths.registerTrial,
    {
      config: { rateLimit: limits.trial },
      schema: { querystring: query({}), response: { 200: okEnvelope(sessionTokens) } },
    },
    async (request) => ok(await account().registerTrial(callerOf(request))),
  );

  app.get(
    accountPaths.checkUnique,
    {
      config: { rateLimit: limits.checkUnique },
      schema: { querystring: checkUniqueQuery, response: { 200: okEnvelope(checkUniqueResult) } },
    },
    async (request) => ok(await account().isAccountFree(request.query.account)),
  );

  app.post(
    accountPaths.checkCashPassword,
    {
      config: { rateLimit: limits.cashPassword },
      preValidation: requireMember,
      schema: {
        querystring: checkCashPasswordQuery,
        response: { 200: okEnvelope(z.literal(true)) },
      },
    },
    async (request) => {
      await account().checkCashPassword(memberOf(request), request.query.cashPassword);
      return ok(true as const);
    },
  );

  app.get(
    accountPaths.userInfo,
    {
      preValidation: requireMember,
      schema: { querystring: query({}), response: { 200: okEnvelope(profile) } },
    },
    async (request) => ok(await account().profile(memberOf(request))),
  );

  app.post(
    accountPaths.tellerMachine,
    { preValidation: requireOfficial, schema: { response: { 200: okEnvelope(balances) } } },
    async (request) => ok(await account().tellerMachine(memberOf(request))),
  );

  for (const path of [accountPaths.moneyCheck, accountPaths.status]) {
    app.get(
      path,
      {
        preValidation: requireMember,
        schema: { querystring: query({}), response: { 200: okEnvelope(balances) } },
      },
      async (request) => ok(await account().balances(memberOf(request))),
    );
  }

  app.get(
    accountPaths.vipRules,
    { schema: { querystring: query({}), response: { 200: okEnvelope(vipRules) } } },
    async () => ok(await account().vipRules()),
  );

  app.post(
    accountPaths.updatePassword,
    {
      preValidation: requireOfficial,
      schema: { body: updatePasswordForm, response: { 200: nullData } },
    },
    async (request) => {
      await account().updatePassword(memberOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    accountPaths.updatePasswordByAccount,
    {
      config: { rateLimit: limits.passwordByAccount },
      schema: { body: updatePasswordByAccountForm, response: { 200: nullData } },
    },
    async (request) => {
      await account().updatePasswordByAccount(request.body, callerOf(request, 'login'));
      return ok(null);
    },
  );

  app.post(
    accountPaths.updateFundPwd,
    {
      preValidation: requireOfficial,
      schema: { body: updateFundPwdForm, response: { 200: nullData } },
    },
    async (request) => {
      await account().updateFundPwd(memberOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    accountPaths.bankList,
    {
      preValidation: requireMember,
      schema: { querystring: query({}), response: { 200: okEnvelope(z.array(bankAccount)) } },
    },
    async (request) => ok(await account().bankList(memberOf(request))),
  );

  app.post(
    accountPaths.updateBank,
    {
      preValidation: requireOfficial,
      schema: { body: updateBankForm, response: { 200: okEnvelope(bankAccount) } },
    },
    async (request) => ok(await account().updateBank(memberOf(request), request.body)),
  );

  app.post(
    accountPaths.modifyUserInfo,
    {
      preValidation: requireMember,
      schema: { body: modifyUserInfoForm, response: { 200: okEnvelope(profile) } },
    },
    async (request) => ok(await account().modifyUserInfo(memberOf(request), request.body)),
  );

  app.post(
    accountPaths.chatThemeColor,
    {
      preValidation: requireMember,
      schema: { body: chatThemeColorBody, response: { 200: nullData } },
    },
    async (request) => {
      await account().setChatThemeColor(memberOf(request), request.body.colorId);
      return ok(null);
    },
  );
};
