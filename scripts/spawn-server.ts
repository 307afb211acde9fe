import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  child: ChildProcess;
  /** The address the server printed ("… running at http://…"), on 127.0.0.1. */
  url: string;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs a TypeScript server entry (through tsx) in a process of its own and resolves once it
 * prints its address; used by the process test, the browser journeys and the benchmarks.
 */
export const spawnServer = (
  entry: string,
  options: { cwd: string; env?: NodeJS.ProcessEnv; showErrors?: boolean },
): Promise<RunningServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', options.showErrors ? 'inherit' : 'pipe'],
    });
    let output = '';
    const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<number | null>((done) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null) return done(child.exitCode);
        child.on('exit', (code) => done(code));
        child.kill(signal);
      });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        const url = match[1]!.replace('localhost', '127.0.0.1');
        resolve({ child, url, output: () => output, stop });
      }
    };
    child.stdout!.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });

/** The environment of a throw-away server: PGlite in `dataDir`, a free port, no external services. */
export const isolatedServerEnv = (dataDir: string, logLevel = 'warn'): NodeJS.ProcessEnv => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: logLevel,
  DATABASE_URL: '',
  REDIS_URL: '',
});
