import type { Db } from '../db/client';
import type { Services } from '../services';

/** The demo's red packets: one still open in the default room (after generateDemoChat). */
export const generateDemoRedPackets = async (_target: { db: Db; services: Services }) => {};
