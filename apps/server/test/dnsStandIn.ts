import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A DNS server on loopback (UDP) answering TXT questions from a table the test edits: the stand-in
 * DNS_RESOLVER points the custom domain checks at. A name not in the table is NXDOMAIN.
 */
export async function startDnsStandIn() {
  const txt = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? txt.get(question.name.toLowerCase()) : undefined;
      if (!question || !values) {
        response.header.rcode = 3; // NXDOMAIN
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of values) {
          response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data });
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    /** DNS_RESOLVER's value for this server. */
    address: `127.0.0.1:${addresses.udp.port}`,
    /** Sets (or, with no values, removes) the TXT records of a name. */
    setTxt(name: string, ...values: string[]) {
      if (values.length === 0) txt.delete(name.toLowerCase());
      else txt.set(name.toLowerCase(), values);
    },
    close: () => server.close(),
  };
}
