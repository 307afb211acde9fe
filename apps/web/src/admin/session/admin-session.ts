import { useSyncExternalStore } from 'react';
import { roleCan, type AdminCapability, type AdminOperator } from '@lottery/contracts';

/**
 * The signed-in operator, kept in sessionStorage: it survives a reload but not the tab, and is
 * never a cookie. Ending it (logout, a 401) sends every screen back to the sign-in page.
 */
const key = 'admin-session';

interface Stored {
  token: string;
  operator: AdminOperator;
}

const read = (): Stored | null => {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Stored) : null;
  } catch {
    return null;
  }
};

let current = read();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const adminSession = {
  token: () => current?.token,
  operator: () => current?.operator ?? null,
  start(stored: Stored) {
    current = stored;
    sessionStorage.setItem(key, JSON.stringify(stored));
    changed();
  },
  end() {
    if (!current) return;
    current = null;
    sessionStorage.removeItem(key);
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in operator (null when signed out) and what their role may do. */
export const useOperator = () => {
  const operator = useSyncExternalStore(adminSession.subscribe, adminSession.operator);
  return {
    operator,
    can: (capability: AdminCapability) => (operator ? roleCan(operator.role, capability) : false),
  };
};
