/**
 * The server's time as the browser last learnt it from a response's Date header: a phone's own
 * clock may be hours off, and sealed passwords carry the server's time.
 */
let offsetMs = 0;

export const noteServerDate = (header: string | null, receivedAtMs = Date.now()): void => {
  const serverMs = header ? Date.parse(header) : NaN;
  if (Number.isFinite(serverMs)) offsetMs = serverMs - receivedAtMs;
};

export const serverNow = (): number => Date.now() + offsetMs;
