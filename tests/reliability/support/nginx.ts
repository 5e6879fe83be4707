import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { NGINX_BIN } from '../../../scripts/lib/ensure-nginx';
import { pollUntil } from './poll';
export { nginxMissingReason } from '../../../scripts/lib/ensure-nginx';

/**
 * nginx in front of the instances, configured by the file the production guide ships
 * (deploy/nginx/partsmall.conf). Only what the guide marks EDIT changes: ports, upstream addresses,
 * the certificate, the cache, log and build-file folders. Each replaced text must be found, so the
 * shipped file and this test cannot drift apart silently.
 */
export const SITE_CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx/partsmall.conf');
export const SERVER_NAME = 'shop.example.com';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export type Nginx = {
  httpPort: number;
  httpsPort: number;
  /** PEM of the self-signed certificate (for clients and NODE_EXTRA_CA_CERTS). */
  certFile: string;
  dir: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  errorLog: () => string;
};

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from))
    throw new Error(
      `deploy/nginx/partsmall.conf no longer contains ${JSON.stringify(from)}: update the test`,
    );
  return text.split(from).join(to);
}

/** A certificate for the server name and both loopbacks, valid for a day. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SERVER_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SERVER_NAME},DNS:localhost,IP:127.0.0.1,IP:::1`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export function renderSiteConfig(options: {
  upstreamPorts: number[];
  httpPort: number;
  httpsPort: number;
  cert: string;
  key: string;
  dir: string;
  assetsRoot: string;
}): string {
  let text = fs.readFileSync(SITE_CONFIG, 'utf8');
  const upstreams = options.upstreamPorts
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n    ');
  text = replaceOnce(
    text,
    'server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;',
    upstreams,
  );
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${options.httpPort};`);
  text = replaceOnce(text, 'listen [::]:80;', `listen [::1]:${options.httpPort};`);
  text = replaceOnce(text, 'listen 443 ssl', `listen 127.0.0.1:${options.httpsPort} ssl`);
  text = replaceOnce(text, 'listen [::]:443 ssl', `listen [::1]:${options.httpsPort} ssl`);
  text = replaceOnce(text, '/etc/ssl/partsmall/fullchain.pem', options.cert);
  text = replaceOnce(text, '/etc/ssl/partsmall/privkey.pem', options.key);
  text = replaceOnce(text, '/var/cache/nginx/partsmall', path.join(options.dir, 'cache'));
  text = replaceOnce(text, '/var/log/nginx/partsmall.access.log', path.join(options.dir, 'access.log'));
  text = replaceOnce(text, '/var/log/nginx/partsmall.error.log', path.join(options.dir, 'error.log'));
  text = replaceOnce(text, '/srv/partsmall/assets', options.assetsRoot);
  return text;
}

/** The main nginx.conf around the site file: what /etc/nginx/nginx.conf gives it on a server. */
function mainConfig(dir: string): string {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const temp = (name: string) => path.join(dir, 'tmp', name);
  return [
    // As root nginx would run its workers as `nobody`, who cannot read this test's private folder.
    ...(isRoot ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    client_body_temp_path ${temp('body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    `    include ${path.join(dir, 'partsmall.conf')};`,
    '}',
    '',
  ].join('\n');
}

export async function createNginx(options: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  upstreamPorts: number[];
  /** `.next/static` of the build the instances serve, when there is one. */
  staticDir?: string;
  /** `.next/error-pages` of that build (nginx's own 400 answers), when there is one. */
  errorPagesDir?: string;
}): Promise<Nginx> {
  const { dir } = options;
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const assetsRoot = path.join(dir, 'assets');
  fs.mkdirSync(path.join(assetsRoot, '_next'), { recursive: true });
  if (options.staticDir) fs.symlinkSync(options.staticDir, path.join(assetsRoot, '_next', 'static'));
  if (options.errorPagesDir) fs.symlinkSync(options.errorPagesDir, path.join(assetsRoot, 'error-pages'));
  const { cert, key } = makeCertificate(dir);
  fs.writeFileSync(path.join(dir, 'partsmall.conf'), renderSiteConfig({ ...options, cert, key, assetsRoot }));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  execFileSync(NGINX_BIN, [...args, '-t', '-q'], { stdio: 'pipe' });

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, 'error.log'), 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '(no error log)';
    }
  };
  return {
    httpPort: options.httpPort,
    httpsPort: options.httpsPort,
    certFile: cert,
    dir,
    errorLog,
    async start() {
      const proc = spawn(NGINX_BIN, args, { stdio: 'ignore' });
      child = proc;
      let gone = false;
      exited = new Promise((resolve) =>
        proc.once('exit', () => {
          gone = true;
          resolve();
        }),
      );
      await pollUntil('nginx listening', async () => {
        if (gone) throw new Error(`nginx exited before it was ready:\n${errorLog()}`);
        return (await accepts(options.httpsPort)) && (await accepts(options.httpPort));
      });
    },
    async stop() {
      // SIGTERM: fast shutdown (`nginx -s stop`); the test is over.
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
