/**
 * The baseline: a bare node:http server, in its own process like the app, answering each path with
 * the bytes captured from the app for that path. It is what a request costs with no framework,
 * no routing, no rendering and no database: the ceiling for this machine, Node and autocannon.
 */
import http from 'node:http';

export type CapturedAnswer = {
  path: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
};
export type BareServerMessage = { host: string; port: number; answers: CapturedAnswer[] };

process.once('message', (message: BareServerMessage) => {
  const answers = new Map(
    message.answers.map((a) => {
      const body = Buffer.from(a.bodyBase64, 'base64');
      return [
        a.path,
        { status: a.status, headers: { ...a.headers, 'content-length': String(body.length) }, body },
      ];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.listen(message.port, message.host, () => process.send?.('ready'));
});

// The bench owns this process: end with it.
process.once('disconnect', () => process.exit(0));
