import { describe, expect, it } from 'vitest';
import { parseChildTimes, timeCommand } from '../time-command.ts';

describe('timing a command and the processes under it', () => {
  it('reads the children’s line of bash’s times', () => {
    expect(parseChildTimes('0m0.003s 0m0.001s\n1m2.500s 0m0.250s\n')).toEqual({ userS: 62.5, systemS: 0.25 });
    expect(() => parseChildTimes('nothing')).toThrow(/times/);
  });

  it('counts the CPU of a grandchild, keeps the exit code and the output', async () => {
    // bash → node → node: the inner process spins until it has used 300 ms of CPU (counted by
    // its own CPU clock: on a busy machine 300 ms of wall time may hold far less CPU).
    const spin = `require('node:child_process').execFileSync(process.execPath, ['-e', 'const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; }; while (cpu() < 300_000); console.log("spun")'], { stdio: 'inherit' }); process.exit(3)`;
    const time = await timeCommand(process.execPath, ['-e', spin]);
    expect(time.exitCode).toBe(3);
    expect(time.output).toContain('spun');
    expect(time.cpuS).toBeGreaterThanOrEqual(0.25);
    expect(time.wallS).toBeGreaterThanOrEqual(0.3);
  });
});
