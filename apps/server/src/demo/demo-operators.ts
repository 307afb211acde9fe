import type { AdminRole } from '@lottery/contracts';

/**
 * One back-office operator per role, for the demo only (README "Demo accounts"): a real site
 * creates its operators in the console, each secret shown once as a QR code.
 */
export const demoOperators = [
  {
    account: 'super01',
    name: '站长',
    role: 'super',
    password: 'Super12345',
    totpSecret: 'MRSW23ZNON2XAZLSFV2G65DQFVVWK6JB',
  },
  {
    account: 'finance01',
    name: '财务小王',
    role: 'finance',
    password: 'Finance123',
    totpSecret: 'MRSW23ZNMZUW4YLOMNSS25DPORYC223F',
  },
  {
    account: 'ops01',
    name: '运营小李',
    role: 'operations',
    password: 'Ops1234567',
    totpSecret: 'MRSW23ZNN5YHGLLUN52HALLLMV4SCIJB',
  },
  {
    account: 'support01',
    name: '客服小张',
    role: 'support',
    password: 'Support123',
    totpSecret: 'MRSW23ZNON2XA4DPOJ2C25DPORYC223F',
  },
  {
    account: 'viewer01',
    name: '股东',
    role: 'readonly',
    password: 'Viewer1234',
    totpSecret: 'MRSW23ZNOZUWK53FOIWXI33UOAWWWZLZ',
  },
] as const satisfies readonly {
  account: string;
  name: string;
  role: AdminRole;
  password: string;
  totpSecret: string;
}[];

export type DemoOperator = (typeof demoOperators)[number];

export const demoOperatorOf = (role: AdminRole): DemoOperator => {
  const found = demoOperators.find((operator) => operator.role === role);
  if (!found) throw new Error(`no demo operator of role ${role}`);
  return found;
};
