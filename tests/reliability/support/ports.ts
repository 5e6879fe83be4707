import net from 'node:net';

/**
 * Free TCP ports for the instances and the proxy a reliability test starts. RELIABILITY_PORTS=FROM-TO
 * keeps them in a range (several people testing on one machine); otherwise the system picks. A port
 * counts as free when both loopbacks (127.0.0.1 and ::1) can bind it, since nginx listens on both.
 */
const handedOut = new Set<number>();

function canBind(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'EADDRNOTAVAIL' || err.code === 'EAFNOSUPPORT'),
    );
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.RELIABILITY_PORTS ?? '');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = range
      ? Number(range[1]) + Math.floor(Math.random() * (Number(range[2]) - Number(range[1]) + 1))
      : await systemPort();
    if (handedOut.has(port)) continue;
    if ((await canBind(port, '127.0.0.1')) && (await canBind(port, '::1'))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port${range ? ` in RELIABILITY_PORTS=${range[0]}` : ''}`);
}
