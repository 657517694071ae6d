import { readFileSync } from 'node:fs';

/**
 * Who holds a lock file: its first line is the holder's process id, an optional second line the
 * command it ran. Null when the file is gone or holds no process id.
 */
export function readLockFileHolder(path: string): { pid: number; command: string } | null {
  try {
    const [pid = '', command = ''] = readFileSync(path, 'utf8').split('\n');
    const id = Number(pid.trim());
    return Number.isInteger(id) && id > 0 ? { pid: id, command: command.trim() } : null;
  } catch {
    return null;
  }
}

/** Whether a process of this id runs (signal 0 only asks); EPERM means it runs, as another user. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
