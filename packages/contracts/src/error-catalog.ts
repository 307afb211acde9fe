import { operatorErrorCatalog } from './admin/admin-errors';
import { memberErrorCatalog } from './errors';

/** Every error the server can answer with: the member catalogue and the back office's. */
export const errorCatalog = { ...memberErrorCatalog, ...operatorErrorCatalog } as const;

export type ErrorCode = keyof typeof errorCatalog;
