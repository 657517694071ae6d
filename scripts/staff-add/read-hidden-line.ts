import { stdin, stdout } from 'node:process';

/**
 * Asks for a line without echoing it (a password at a terminal). Ctrl-C ends the command; Enter
 * ends the line; Backspace removes the last character.
 */
export function readHiddenLine(question: string): Promise<string> {
  return new Promise((done) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let line = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\u0003') {
          stdout.write('\n');
          process.exit(130);
        } else if (character === '\r' || character === '\n' || character === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          done(line);
          return;
        } else if (character === '\u007f' || character === '\b') {
          line = line.slice(0, -1);
        } else {
          line += character;
        }
      }
    };
    stdin.on('data', onData);
  });
}
