// The W3C Nu HTML Checker (vnu, from the vnu-jar package) run by the machine's Java (17 or later;
// JAVA overrides `java` on the PATH): one JVM for many files, as starting one costs about a second.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface HtmlError {
  /** The file checked, as a path. */
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The checker's grammar recurses deeply: its own advice is a thread stack of 512 KB or more. The
// quick compiler alone (C1) and the serial collector halve its CPU over a run of a few hundred
// pages, which never lasts long enough for the optimising compiler to pay for itself.
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * The errors the checker finds in `paths` (HTML files, or folders whose .html files it reads), in
 * one JVM. Warnings and language detection are left out: the pages must have no errors. Throws
 * when Java is missing or the checker does not answer with its JSON report.
 */
export async function validateHtml(paths: readonly string[]): Promise<HtmlError[]> {
  const java = process.env.JAVA ?? 'java';
  const args = [
    ...JVM_OPTIONS,
    '-jar',
    VNU_JAR,
    '--errors-only',
    '--no-langdetect',
    '--skip-non-html',
    '--format',
    'json',
    ...paths,
  ];
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error) =>
        reject(
          new Error(
            `cannot run ${java} for the HTML checker (a Java 17 runtime, e.g. Debian's default-jre-headless): ${error.message}`,
          ),
        ),
      );
      child.on('close', (exit) =>
        resolve({
          code: exit,
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
        }),
      );
    },
  );
  // The JSON report goes to standard error; exit 1 means errors were found, anything else failed.
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`the HTML checker gave no report (exit ${code}):\n${stdout}\n${stderr}`.slice(0, 4000));
  }
  if (code !== 0 && code !== 1) throw new Error(`the HTML checker failed (exit ${code}):\n${stdout}`.slice(0, 4000));
  return report.messages
    .filter((message) => message.type !== 'info')
    .map((message) => ({
      file: message.url ? decodeURIComponent(new URL(message.url).pathname) : '(no file)',
      line: message.lastLine,
      message: message.type === 'error' ? message.message : `${message.type}: ${message.message}`,
      extract: message.extract,
    }));
}

/** One line per error, for a failing test's message. */
export const describeHtmlErrors = (errors: readonly HtmlError[], root = ''): string =>
  errors
    .map(
      (error) =>
        `${error.file.startsWith(root) ? error.file.slice(root.length) : error.file}:${error.line ?? '?'} ${error.message}${error.extract ? ` — ${JSON.stringify(error.extract)}` : ''}`,
    )
    .join('\n');
