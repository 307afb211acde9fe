import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChatMessagePage,
  adminChatMessagesQuery,
  adminChatRoom,
  adminChatRoomList,
  adminChatSwitch,
  adminIdBody,
  adminPaths,
  muteChatMemberBody,
  ok,
  okEnvelope,
  saveChatRoomBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** Chat moderation (docs/admin.md): every role reads, 客服/风控 and super change. */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = () => app.services.admin.chat;
  const view = adminAccess('view');
  const moderate = adminAccess('moderateChat');

  app.get(
    adminPaths.chatRooms,
    { preValidation: view, schema: { response: { 200: okEnvelope(adminChatRoomList) } } },
    async () => ok(await chat().rooms()),
  );

  app.post(
    adminPaths.saveChatRoom,
    {
      preValidation: moderate,
      schema: { body: saveChatRoomBody, response: { 200: okEnvelope(adminChatRoom) } },
    },
    async (request) => ok(await chat().saveRoom(actorOf(request), request.body)),
  );

  app.get(
    adminPaths.chatMessages,
    {
      preValidation: view,
      schema: {
        querystring: adminChatMessagesQuery,
        response: { 200: okEnvelope(adminChatMessagePage) },
      },
    },
    async (request) => ok(await chat().messages(request.query)),
  );

  app.post(
    adminPaths.deleteChatMessage,
    {
      preValidation: moderate,
      schema: { body: adminIdBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await chat().deleteMessage(actorOf(request), request.body.id);
      return ok(null);
    },
  );

  app.post(
    adminPaths.muteChatMember,
    {
      preValidation: moderate,
      schema: { body: muteChatMemberBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await chat().mute(actorOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    adminPaths.chatSwitch,
    { preValidation: view, schema: { response: { 200: okEnvelope(adminChatSwitch) } } },
    async () => ok(await chat().switches()),
  );

  app.post(
    adminPaths.saveChatSwitch,
    {
      preValidation: moderate,
      schema: { body: adminChatSwitch, response: { 200: okEnvelope(adminChatSwitch) } },
    },
    async (request) => ok(await chat().saveSwitches(actorOf(request), request.body)),
  );
};
