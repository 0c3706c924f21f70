/** Debian's Chromium, headless, for the page weights and Lighthouse. */
import { type ChildProcess, spawn } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

export interface DebuggableChromium {
  port: number;
  version: string;
  stop(): void;
}

/** Starts Chromium with a DevTools port, which Lighthouse drives. */
export function startDebuggableChromium(): Promise<DebuggableChromium> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      CHROMIUM_PATH,
      [...CHROMIUM_FLAGS, '--remote-debugging-port=0', 'about:blank'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Chromium did not open a DevTools port:\n${output}`));
    }, 30_000);
    child.stderr?.on('data', async (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      const port = Number(match[1]);
      const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
        Browser: string;
      };
      resolve({ port, version: info.Browser, stop: () => child.kill('SIGKILL') });
    });
    child.on('error', reject);
  });
}
