import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

function packageVersion(name: string): string {
  try {
    return (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string })
      .version;
  } catch {
    return '?';
  }
}

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '?';
  }
}

/** What the figures depend on, stored with them: numbers from another machine do not compare. */
export function describeEnvironment(chromePath: string): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? '?',
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    next: packageVersion('next'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    chromium: fs.existsSync(chromePath)
      ? (/Chrom\w+ [\d.]+/.exec(quiet(chromePath, ['--version']))?.[0] ?? '?')
      : 'missing',
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
  };
}
