import { forgetSecretKey } from '../../../lib/crypto/encrypt-secret';
import { hasCode } from './auth-failure';

/**
 * Runs a call whose form carries encrypted secrets; when the server answers UC/SECRET_UNREADABLE
 * (the key rotated), forgets the cached key and runs it once more, encrypting afresh.
 */
export const withFreshSecretKey = async <T>(send: () => Promise<T>): Promise<T> => {
  try {
    return await send();
  } catch (error) {
    if (!hasCode(error, 'UC/SECRET_UNREADABLE')) throw error;
    forgetSecretKey();
    return send();
  }
};
