// Asking for a new password in a terminal: typed without echo (it would stay on screen and in a
// screen recording) and asked twice, so a typo cannot lock the agent out again. From a pipe, one
// line is read as it is.
import { createInterface } from 'node:readline/promises';

/** The new password, or null when the two entries differ. */
export async function askNewPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
    const line = await rl.question('New admin password: ');
    rl.close();
    return line;
  }
  const first = await askHidden('New admin password (not shown): ');
  const second = await askHidden('Type it again: ');
  return first === second ? first : null;
}

function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let value: string[] = [];
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value.join(''));
          return;
        }
        if (ch === '\u0003') {
          // Ctrl+C: raw mode turns it into a character; stop as the terminal would.
          finish();
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value.push(ch);
      }
    };
    stdin.on('data', onData);
  });
}
