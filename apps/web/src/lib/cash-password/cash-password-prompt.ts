import { create } from 'zustand';

/**
 * The withdraw-password confirmation dialog of spec part 2 §8 (400 UC/CASH_PASSWORD), one for the
 * whole app: `askCashPassword()` opens it and answers the 4 digits typed, or null when it was
 * closed. Asking while it is open answers the same typing, so the global error handler and the
 * call that wants to resend with the password share one dialog.
 */
export const useCashPasswordPrompt = create<{ open: boolean }>(() => ({ open: false }));

let pending: { answer: Promise<string | null>; resolve: (value: string | null) => void } | null =
  null;

export const askCashPassword = (): Promise<string | null> => {
  if (pending) return pending.answer;
  let resolve: (value: string | null) => void = () => undefined;
  const answer = new Promise<string | null>((done) => {
    resolve = done;
  });
  pending = { answer, resolve };
  useCashPasswordPrompt.setState({ open: true });
  return answer;
};

/** The dialog's answer: the digits, or null when it was cancelled. */
export const answerCashPassword = (value: string | null): void => {
  const current = pending;
  pending = null;
  useCashPasswordPrompt.setState({ open: false });
  current?.resolve(value);
};

/** Fund passwords are 4 digits (spec part 2 §5). */
export const cashPasswordLength = 4;
