import { COMMON_PASSWORD_LIST } from './commonPasswordList';

let common: Set<string> | undefined;

/** True for one of the most used passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORD_LIST.split('\n'));
  return common.has(password.normalize('NFC').toLowerCase());
}
