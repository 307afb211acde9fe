import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRedPacketBody,
  ok,
  okEnvelope,
  openRedPacketBody,
  redPacketDetail,
  redPacketDetailQuery,
  redPacketHistory,
  redPacketHistoryQuery,
  redPacketOpened,
  redPacketPaths,
} from '@lottery/contracts';
import { memberOf, requireMember, requireOfficial } from '../auth/auth';

/**
 * The red-packet calls under the API base (docs/api.md "Red packets"), on the access token:
 * money moves only for a signed-in official member (trial accounts may look, not send or open).
 */
export const redPacketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const redPackets = () => app.services.redPackets;

  app.post(
    redPacketPaths.create,
    {
      preValidation: requireOfficial,
      schema: { body: createRedPacketBody, response: { 200: okEnvelope(redPacketDetail) } },
    },
    async (request) => ok(await redPackets().create(memberOf(request), request.body)),
  );

  app.post(
    redPacketPaths.open,
    {
      preValidation: requireOfficial,
      schema: { body: openRedPacketBody, response: { 200: okEnvelope(redPacketOpened) } },
    },
    async (request) => ok(await redPackets().open(memberOf(request), request.body.id)),
  );

  app.get(
    redPacketPaths.detail,
    {
      preValidation: requireMember,
      schema: { querystring: redPacketDetailQuery, response: { 200: okEnvelope(redPacketDetail) } },
    },
    async (request) => ok(await redPackets().detail(memberOf(request), request.query.id)),
  );

  app.get(
    redPacketPaths.history,
    {
      preValidation: requireMember,
      schema: {
        querystring: redPacketHistoryQuery,
        response: { 200: okEnvelope(redPacketHistory) },
      },
    },
    async (request) => ok(await redPackets().history(memberOf(request), request.query)),
  );
};
