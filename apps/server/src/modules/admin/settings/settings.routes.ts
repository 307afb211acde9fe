import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPaths, adminSettingList, ok, okEnvelope, saveSettingBody } from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** 系统设置 (docs/admin.md): every role reads the catalogued keys, content editors change them. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => app.services.admin.settings;

  app.get(
    adminPaths.settings,
    {
      preValidation: adminAccess('view'),
      schema: { response: { 200: okEnvelope(adminSettingList) } },
    },
    async () => ok(await settings().list()),
  );

  app.post(
    adminPaths.saveSetting,
    {
      preValidation: adminAccess('editContent'),
      schema: { body: saveSettingBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await settings().save(actorOf(request), request.body);
      return ok(null);
    },
  );
};
