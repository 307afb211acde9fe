import { removeCookie, setCookie } from '../lib/cookies';
import { useSession } from '../lib/session';

/** Signs the test in as a member: the token cookie the http client reads, and the store. */
export const signInForTest = (token = 'member-token') => {
  setCookie('access_token', token);
  useSession.setState({ token, chatToken: 'chat-token' });
};

export const signOutForTest = () => {
  removeCookie('access_token');
  removeCookie('chat_login_token');
  useSession.setState({ token: null, chatToken: null });
};
