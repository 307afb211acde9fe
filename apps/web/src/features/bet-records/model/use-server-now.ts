import { serverNow } from '../../../lib/http/server-clock';
import { useNow } from '../../../lib/use-now';

/**
 * The server's clock, re-read every `intervalMs`: whether an order may still be cancelled depends
 * on its turn's close time, which the server's clock decides (a phone's own may be off).
 */
export const useServerNow = (intervalMs = 5_000): number => {
  useNow(intervalMs);
  return serverNow();
};
