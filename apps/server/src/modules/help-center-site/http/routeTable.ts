/**
 * The routes of a Fastify app as `METHOD /path` (HEAD left out: it follows GET), read from
 * `printRoutes()`: a radix tree whose nodes are path segments to be joined from the root down.
 * The pipeline's test walks it to find every help-center route, however it was registered.
 */
export function routeTable(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    // `└── ` starts one character in; every level indents four more.
    const depth = (at - 1) / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3));
    if (!match) continue;
    stack.length = depth;
    stack.push(match[1] ?? '');
    const methods = match[2]?.split(', ').filter((method) => method !== 'HEAD') ?? [];
    for (const method of methods) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}
