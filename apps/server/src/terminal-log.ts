import type { DestinationStream } from 'pino';

interface LogEntry {
  msg?: unknown;
  reqId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/** A request's lines read as `GET /path` and `200 in 4 ms`, with the request id joining them. */
export const terminalMessage = (log: Record<string, unknown>): string => {
  const { msg, reqId, req, res, responseTime } = log as LogEntry;
  const id = typeof reqId === 'string' ? `[${reqId}] ` : '';
  if (req && typeof req.method === 'string') return `${id}${req.method} ${String(req.url)}`;
  if (res && typeof res.statusCode === 'number') {
    const took = typeof responseTime === 'number' ? ` in ${Math.round(responseTime)} ms` : '';
    return `${id}${res.statusCode}${took}`;
  }
  return `${id}${String(msg ?? '')}`;
};

/**
 * Log lines for a person at a terminal (`npm start`): one readable line an entry — time, level,
 * message or request, and any other fields after it — instead of pino's JSON. main.ts asks for it
 * only when stdout is a TTY, so files and pipes keep the JSON lines, and pino-pretty is loaded
 * only then. Written synchronously: the last lines are out before the process exits.
 */
export const terminalLogStream = async (
  destination: number | NodeJS.WritableStream = 1,
): Promise<DestinationStream> => {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    sync: true,
    colorize: destination === 1 && pretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss.l',
    singleLine: true,
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: terminalMessage,
  });
};
