// One process of the precompression pool (precompress.ts): compresses the batches of files it is
// sent over IPC and answers with what it did to each; the first error ends the whole build.
import { precompressFile, type PrecompressOutcome } from './precompress-file.ts';

export type PrecompressBatch = { file: string; previous: string | undefined }[];
/** What the process did to each file of a batch, and the CPU (user + system, µs) it has used so far. */
export type PrecompressAnswer = { outcomes: PrecompressOutcome[]; cpuMicros: number } | { error: string };

const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

process.on('message', (batch: PrecompressBatch) => {
  let answer: PrecompressAnswer;
  try {
    const outcomes = batch.map(({ file, previous }) => precompressFile(file, previous));
    answer = { outcomes, cpuMicros: cpuMicros() };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer);
});
// The pool closes the channel when it has no batch left: the process ends with it.
process.once('disconnect', () => process.exit(0));
