/**
 * A real DNS server over UDP for the custom-domain tests: it answers TXT questions from `records`
 * (name → values) and NXDOMAIN for any other name, so the app's resolver (DNS_SERVERS) is
 * exercised over the wire. Used by the API tests and the Playwright spec.
 */
import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';

export interface DnsStub {
  /** host:port, as DNS_SERVERS takes it. */
  address: string;
  /** TXT values by lower-case name; change them at any time. */
  records: Map<string, string[]>;
  /** Every name asked for, in order. */
  asked: string[];
  close: () => Promise<void>;
}

const NXDOMAIN = 3;

export function startDnsStub(port = 0): Promise<DnsStub> {
  const socket = createSocket('udp4');
  const records = new Map<string, string[]>();
  const asked: string[] = [];
  socket.on('message', (message, remote) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const [question] = query.questions ?? [];
    if (!question) return;
    const name = question.name.toLowerCase();
    asked.push(name);
    const values = question.type === 'TXT' ? records.get(name) : undefined;
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (records.has(name) ? 0 : NXDOMAIN),
      questions: [question],
      answers: (values ?? []).map((value) => ({
        type: 'TXT' as const,
        name: question.name,
        ttl: 1,
        data: value,
      })),
    });
    socket.send(reply, remote.port, remote.address);
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve({
        address: `127.0.0.1:${socket.address().port}`,
        records,
        asked,
        close: () => new Promise((done) => socket.close(() => done())),
      });
    });
  });
}
