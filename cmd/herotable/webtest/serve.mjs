// A static file server for Hero Table's browser bundle, bound to 127.0.0.1 only.
// `make serve` runs it; the smoke test starts it in-process on a free port.
//
//   node serve.mjs [--dir dist/web] [--port 8080]     (PORT in the environment works too)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', // instantiateStreaming insists on it
  '.png': 'image/png',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
};

// serve starts serving dir on host:port (port 0 picks a free one) and resolves
// to {server, url} once it listens.
export function serve(dir, port = 0, host = '127.0.0.1') {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    return Promise.reject(new Error(`${root}/index.html not found: run 'make web' first`));
  }
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let name;
    try {
      name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad URL\n');
      return;
    }
    if (name.endsWith('/')) name += 'index.html';
    const file = path.join(root, path.normalize(name));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden\n');
      return;
    }
    fs.stat(file, (err, st) => {
      if (err || !st.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`${name}: not found\n`);
        return;
      }
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Content-Length': st.size,
        'Cache-Control': 'no-cache', // a rebuilt wasm must not be served stale
      });
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: p } = server.address();
      resolve({ server, url: `http://${host}:${p}/` });
    });
  });
}

function flag(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const dir = flag(args, '--dir', 'dist/web');
  const port = Number(flag(args, '--port', process.env.PORT || '8080'));
  serve(dir, port).then(
    ({ url }) => console.log(`Serving ${dir} at ${url} (Ctrl+C stops)`),
    (err) => {
      console.error(`serve: ${err.message}`);
      process.exit(1);
    },
  );
}
