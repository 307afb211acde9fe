/**
 * A yes/no remembered in sessionStorage or localStorage; storage that is unavailable (private
 * mode, blocked cookies) behaves as never set, and a failed write is ignored.
 */
export interface Flag {
  isSet(): boolean;
  set(): void;
}

export const storedFlag = (kind: 'session' | 'local', key: string): Flag => {
  const backend = (): Storage | undefined => {
    try {
      return kind === 'session' ? window.sessionStorage : window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    isSet: () => {
      try {
        return backend()?.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        backend()?.setItem(key, '1');
      } catch {
        // Nothing to remember it in: it shows again next time.
      }
    },
  };
};
