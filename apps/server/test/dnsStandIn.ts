import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A DNS server on loopback (UDP) answering TXT questions from a table the test edits: the stand-in
 * DNS_RESOLVER points the custom domain checks at. A name not in the table is NXDOMAIN.
 */
export async function startDnsStandIn() {
  const txt = new Map<string, string[]>();
  /** Names the server answers SERVFAIL for: a DNS server that cannot answer right now. */
  const failing = new Set<string>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? txt.get(question.name.toLowerCase()) : undefined;
      if (question && failing.has(question.name.toLowerCase())) {
        response.header.rcode = 2; // SERVFAIL
      } else if (!question || !values) {
        response.header.rcode = 3; // NXDOMAIN
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of values) {
          const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data };
          // The typings ask for the encoder's own methods, which the packet adds itself.
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      }
      void send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  if (!udp) throw new Error('the DNS stand-in did not listen on UDP');
  return {
    /** DNS_RESOLVER's value for this server. */
    address: `127.0.0.1:${udp.port}`,
    /** Sets (or, with no values, removes) the TXT records of a name. */
    setTxt(name: string, ...values: string[]) {
      if (values.length === 0) txt.delete(name.toLowerCase());
      else txt.set(name.toLowerCase(), values);
    },
    /** Makes lookups of a name fail (SERVFAIL) until called again with false. */
    fail(name: string, on = true) {
      if (on) failing.add(name.toLowerCase());
      else failing.delete(name.toLowerCase());
    },
    close: () => server.close(),
  };
}
