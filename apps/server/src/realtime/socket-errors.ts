import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Errors a client causes: a malformed frame (ws's `WS_ERR_*`) or a connection it dropped. */
const isClientFault = (error: Error) => {
  const { code } = error as { code?: unknown };
  return (
    typeof code === 'string' &&
    (code.startsWith('WS_ERR_') || ['ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code))
  );
};

/**
 * The websocket plugin's error handler: a client's bad frame or dropped connection ends its
 * socket with one warning line (code and message, no stack); anything else is the server's
 * fault and is logged as an error. Either way the socket is closed at once.
 */
export const websocketErrorHandler = (
  error: Error,
  socket: WebSocket,
  request: FastifyRequest,
): void => {
  if (isClientFault(error)) {
    request.log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      'websocket closed: client error',
    );
  } else {
    request.log.error({ err: error }, 'websocket failed');
  }
  socket.terminate();
};
