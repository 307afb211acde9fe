import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatApiPaths,
  chatClassGroups,
  chatContact,
  chatGuest,
  chatGuestFriends,
  chatGuestRoom,
  chatPaths,
  chatRecords,
  chatRecordsQuery,
  chatToken,
  contactApplyForm,
  deleteChatMessageBody,
  enableChatBody,
  guestFriendsQuery,
  guestInitRoomForm,
  muteMemberBody,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import { memberOf, requireMember } from '../auth/auth';
import { chatCallerOf, requireChatCaller } from './chat-auth';

const chatUserId = z.coerce.number().int().positive().max(2_147_483_647);
const friendQuery = z.strictObject({ friend_id: chatUserId });
const idParams = z.strictObject({ id: chatUserId });
const nullData = okEnvelope(z.null());

/** New guest identities: a handful per address and minute is plenty for a person. */
const guestIdRateLimit = { max: 10, timeWindow: '1 minute' } as const;

/**
 * The chat service's calls under the chat base /api-messen (Bearer chat token: a member's
 * tokenChat or a guest's hash id). Every call answers 405 while the operator has chat off or
 * under maintenance.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = () => app.services.chat;
  const caller = requireChatCaller(() => app.services.chat.auth);

  app.addHook('onRequest', async () => {
    await chat().rooms.assertOpen();
  });

  app.get(
    chatPaths.classGroups,
    { preValidation: caller, schema: { response: { 200: okEnvelope(chatClassGroups) } } },
    async (request) => ok(await chat().rooms.classGroups(chatCallerOf(request))),
  );

  app.get(
    chatPaths.records,
    {
      preValidation: caller,
      schema: { querystring: chatRecordsQuery, response: { 200: okEnvelope(chatRecords) } },
    },
    async (request) => ok(await chat().rooms.records(chatCallerOf(request), request.query)),
  );

  app.get(
    chatPaths.contacts,
    { preValidation: caller, schema: { response: { 200: okEnvelope(z.array(chatContact)) } } },
    async (request) => ok(await chat().contacts.contacts(chatCallerOf(request))),
  );

  app.get(
    chatPaths.contactDetail,
    {
      preValidation: caller,
      schema: { querystring: friendQuery, response: { 200: okEnvelope(chatContact) } },
    },
    async (request) =>
      ok(await chat().contacts.contactWith(chatCallerOf(request), request.query.friend_id)),
  );

  app.post(
    chatPaths.contactApply,
    {
      preValidation: caller,
      schema: { body: contactApplyForm, response: { 200: okEnvelope(chatContact) } },
    },
    // Names and avatars of the form are the client's view; the server's own are answered.
    async (request) =>
      ok(await chat().contacts.contactWith(chatCallerOf(request), request.body.friend_id)),
  );

  app.get(
    chatPaths.tokenGeneration(':id'),
    {
      preValidation: requireMember,
      schema: { params: idParams, response: { 200: okEnvelope(chatToken) } },
    },
    async (request) => {
      const member = memberOf(request);
      if (request.params.id !== member.user.id) throw new AppError('SYS/FORBIDDEN');
      return ok({ tokenChat: await chat().sessions.rotateChatToken(member.sessionId) });
    },
  );

  app.get(
    chatPaths.guestIdGeneration,
    {
      config: { rateLimit: guestIdRateLimit },
      schema: { response: { 200: okEnvelope(chatGuest) } },
    },
    async () => ok(await chat().contacts.newGuest()),
  );

  app.post(
    chatPaths.guestInitRoom,
    {
      preValidation: caller,
      schema: { body: guestInitRoomForm, response: { 200: okEnvelope(chatGuestRoom) } },
    },
    async (request) => ok(await chat().contacts.initGuestRoom(chatCallerOf(request), request.body)),
  );

  app.get(
    chatPaths.guestFriends,
    {
      preValidation: caller,
      schema: { querystring: guestFriendsQuery, response: { 200: okEnvelope(chatGuestFriends) } },
    },
    async (request) => ok(await chat().contacts.guestFriends(chatCallerOf(request), request.query)),
  );

  app.get(
    chatPaths.guestFriend(':id'),
    {
      preValidation: caller,
      schema: { params: idParams, response: { 200: okEnvelope(chatContact) } },
    },
    async (request) =>
      ok(await chat().contacts.contactWith(chatCallerOf(request), request.params.id)),
  );

  app.post(
    chatPaths.mute,
    { preValidation: caller, schema: { body: muteMemberBody, response: { 200: nullData } } },
    async (request) => {
      await chat().messages.mute(chatCallerOf(request), request.body);
      return ok(null);
    },
  );
};

/** The chat calls of the main API (/app-api, access token). */
export const chatApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = () => app.services.chat;
  const memberCaller = (request: Parameters<typeof memberOf>[0]) =>
    chat().callerOfMember(memberOf(request));

  app.post(
    chatApiPaths.enableChat,
    {
      preValidation: requireMember,
      schema: {
        body: enableChatBody,
        response: {
          200: okEnvelope(z.object({ enableChat: z.union([z.literal(0), z.literal(1)]) })),
        },
      },
    },
    async (request) => {
      const caller = await memberCaller(request);
      return ok(
        await chat().messages.setEnabled(
          memberOf(request).user.id,
          caller.chatUser.id,
          request.body.enableChat,
        ),
      );
    },
  );

  app.post(
    chatApiPaths.deleteMessage,
    {
      preValidation: requireMember,
      schema: { body: deleteChatMessageBody, response: { 200: nullData } },
    },
    async (request) => {
      await chat().messages.deleteMessage(await memberCaller(request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    chatApiPaths.refreshToken,
    { preValidation: requireMember, schema: { response: { 200: okEnvelope(chatToken) } } },
    async (request) =>
      ok({ tokenChat: await chat().sessions.rotateChatToken(memberOf(request).sessionId) }),
  );
};
