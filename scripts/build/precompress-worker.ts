// One thread of the precompression pool (precompress.ts): compresses the batches of files it is
// sent and answers with what it did to each; the first error ends the whole build.
import { parentPort } from 'node:worker_threads';
import { precompressFile, type PrecompressOutcome } from './precompress-file.ts';

export type PrecompressBatch = { file: string; previous: string | undefined }[];
export type PrecompressAnswer = { outcomes: PrecompressOutcome[] } | { error: string };

parentPort?.on('message', (batch: PrecompressBatch) => {
  let answer: PrecompressAnswer;
  try {
    answer = { outcomes: batch.map(({ file, previous }) => precompressFile(file, previous)) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
