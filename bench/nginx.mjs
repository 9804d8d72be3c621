// Debian's nginx-light serving the same dist/client as the project's server, for side-by-side
// figures. Installs nginx-light when it is missing and we are root on Debian; otherwise reports why
// nginx could not be measured. One worker process, like the project's single Node process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

function ensureNginx() {
  if (existsSync(NGINX)) return undefined;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version'))
    return 'nginx-light is not installed and this is not a Debian machine run as root';
  spawnSync('apt-get', ['update'], { stdio: 'ignore' });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'ignore',
  });
  return install.status === 0 && existsSync(NGINX) ? undefined : 'apt-get install nginx-light failed';
}

/** Starts nginx on `port`; resolves with { url, stop() } or { skipped: reason }. */
export async function startNginx(clientDir, port) {
  const problem = ensureNginx();
  if (problem) return { skipped: problem };
  const dir = mkdtempSync(join(tmpdir(), 'brightlane-nginx-'));
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  return {
    url,
    version,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}
