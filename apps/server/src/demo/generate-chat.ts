import type { Db } from '../db/client';
import type { Services } from '../services';

/** The demo's chat: class groups and rooms, a customer-service member, a day of messages. */
export const generateDemoChat = async (_target: { db: Db; services: Services }) => {};
