import { forgetSecretKey } from './encrypt-secret';
import { isApiError } from '../http';

/**
 * Runs a call whose secrets are encrypted inside it; when the server answers UC/SECRET_UNREADABLE
 * (the sk_encrypt.json key rotated) the key is fetched again and the call retried once.
 */
export const withFreshKey = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.code !== 'UC/SECRET_UNREADABLE') throw error;
    forgetSecretKey();
    return call();
  }
};
