import { storageKeys } from '@lottery/contracts';
import { useSession } from '../lib/session';
import { appStorage } from '../lib/storage';

/** Signs the test in as a member: the stored token the http client reads, and the store. */
export const signInForTest = (token = 'member-token') => {
  appStorage.set(storageKeys.accessToken, token);
  useSession.setState({ token, chatToken: 'chat-token' });
};

export const signOutForTest = () => {
  appStorage.remove(storageKeys.accessToken);
  appStorage.remove(storageKeys.chatToken);
  useSession.setState({ token: null, chatToken: null });
};
