/** A backup or restore the operator must act on: the message says what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}
