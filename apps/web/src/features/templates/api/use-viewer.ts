import { useSession } from '../../../lib/session';

/** Who is looking, for the query keys: 'guest' or the signed-in token's tail. */
export const useViewer = (): string =>
  useSession((state) => (state.token === null ? 'guest' : `member:${state.token.slice(-12)}`));
