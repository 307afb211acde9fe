/** Ledger references of red packets: each send, open and refund posts at most once. */
export const redPacketReference = {
  send: (id: number | '') => `hongbao:send:${id}`,
  open: (id: number, userId: number | '') => `hongbao:open:${id}:${userId}`,
  refund: (id: number) => `hongbao:refund:${id}`,
};
