/**
 * Stands in for lib/crypto/encrypt-secret in tests: a value of the `{keyId}.{base64}` shape the
 * contracts accept, from which the test can read back what was typed.
 */
export const fakeEncrypted = (plain: string): string => `test-key.${btoa(`encrypted:${plain}`)}`;

export const readEncrypted = (value: string | null | undefined): string | null => {
  if (!value?.startsWith('test-key.')) return null;
  const decoded = atob(value.slice('test-key.'.length));
  return decoded.startsWith('encrypted:') ? decoded.slice('encrypted:'.length) : null;
};

export const fakeEncryptModule = {
  encryptSecret: async (plain: string) => fakeEncrypted(plain),
  forgetSecretKey: () => undefined,
};
