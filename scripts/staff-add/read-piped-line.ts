import { stdin } from 'node:process';

/** The first line piped into the command (a password given by a script, not typed). */
export async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}
