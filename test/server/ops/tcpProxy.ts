import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL. stop() is what a database restart looks like to the API: every open
 * connection is cut and new ones are refused; start() brings the "server" back on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      // Either side closing or failing closes the other: no half-open connection is left hanging.
      for (const [s, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(s);
        s.on('close', () => {
          this.sockets.delete(s);
          other.destroy();
        });
        s.on('error', () => other.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** the URL with host and port replaced by this proxy's */
  via(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }
}
