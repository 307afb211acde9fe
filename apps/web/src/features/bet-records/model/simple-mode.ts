import { storageKeys } from '@lottery/contracts';
import { appStorage } from '../../../lib/storage';

/**
 * The bet list's simple mode (one line per order), kept across visits under
 * bet_record_simple_model (spec part 2 §9) until the member switches it off.
 */
export const readSimpleMode = (): boolean =>
  appStorage.get<boolean>(storageKeys.betRecordSimpleModel) === true;

export const saveSimpleMode = (simple: boolean): void =>
  appStorage.set(storageKeys.betRecordSimpleModel, simple, { ttlSeconds: Infinity });
