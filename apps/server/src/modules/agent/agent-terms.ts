import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { codeTaken } from './agent.repository';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 8;

/** A registration code no link and no agent has yet. */
export const newInviteCode = async (db: Db) => {
  for (;;) {
    const code = Array.from(
      { length: codeLength },
      () => codeAlphabet[randomInt(codeAlphabet.length)],
    ).join('');
    if (!(await codeTaken(db, code))) return code;
  }
};

/** What an account made under an agent gets: its place, rebate and, for an agent, its own code. */
export const downlineTerms = async (
  terms: { agentId: number; rebate: number; isDl: 0 | 1 },
  db: Db,
) => ({
  parentId: terms.agentId,
  rebate: terms.rebate,
  isAgent: terms.isDl === 1,
  intrCode: terms.isDl === 1 ? await newInviteCode(db) : null,
});
