import type { BridgeForm } from '../../../lib/bridge';

/** The shell takes the same form as the web call, without the fields left out. */
export const toBridgeForm = (form: Readonly<Record<string, string | undefined>>): BridgeForm =>
  Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
