/**
 * A backup or restore that cannot go ahead for a reason the user can fix (a bad file, a
 * target that is not empty, a backup from a newer Cobber): the commands print the message
 * and exit 2, without a stack.
 */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
