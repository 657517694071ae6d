// One load phase in a process of its own: the generator's pauses count in every latency it
// measures, so it must not share a heap with the benchmark's carts (seen: a 234 ms full GC).
import { runLoad, type LoadOptions } from './run-load.ts';

process.once('message', (options: LoadOptions) => {
  void runLoad(options).then(
    (result) => process.send?.({ ...result, statuses: [...result.statuses] }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
