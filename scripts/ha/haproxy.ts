/**
 * The HAProxy configuration of the portal's many-instance topology (scripts/ha/start.ts), written from the
 * instances' addresses so it can be checked (`haproxy -c`) and tested without starting anything.
 *
 * Three fronts, each balancing over instances that HAProxy probes itself:
 * - the portal (what browsers reach): /graphql and the calendar feeds to the graph instances, everything else
 *   to the portal's web servers;
 * - the platform (what the graph and the portal reach): its REST services, and the development inbox of the
 *   third-parties process at /dev/mail;
 * - the OpenID provider (what browsers and the graph reach): the platforms' providers, which share their state
 *   through the database.
 */

export interface Server {
  name: string;
  /** host:port */
  address: string;
}

export interface Topology {
  /** Where each front listens (host:port). */
  portalFront: string;
  platformFront: string;
  identityFront: string;
  /** HAProxy's own page and Prometheus metrics (/stats, /metrics). */
  statsFront: string;
  graphs: readonly Server[];
  portals: readonly Server[];
  platforms: readonly Server[];
  identities: readonly Server[];
  /** The third parties' inbox over HTTP. */
  inbox: Server;
}

/**
 * How HAProxy watches an instance: probed every second, out after two failed probes, back after two good ones; and a connection that fails takes the instance out at once (observe layer4), not only
 * after two failed probes: an instance killed under load would otherwise get every new connection until then
 * (leastconn sends them to the server with the fewest, and a dead one has none), each refused with a 503.
 */
const CHECK = 'check inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down';
/**
 * Only a request that is safe to repeat is sent again after it reached an instance: a GET, or a write that
 * carries an Idempotency-Key (the web app's mutations; the graph's writes on their behalf), whose repeat gets
 * the first answer. Any other POST may be a mutation. A request no instance received is always sent to
 * another one.
 */
const SAFE_RETRIES_ONLY =
  '  http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }';

export function haproxyConfig(topology: Topology): string {
  const servers = (list: readonly Server[]) =>
    list.map((server) => `  server ${server.name} ${server.address} ${CHECK}`);
  return [
    'global',
    // No maxconn: HAProxy sizes it from the file descriptors it may open (ulimit -n), live streams being
    // long-lived connections. No daemon and no log files: the launcher runs it in the foreground (-db).
    '',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    // A probe answered within 2 s counts: an instance busy taking a crowd of fans is slow, not down.
    '  timeout check 2s',
    '  timeout http-request 10s',
    // Live streams (SSE) send a keep-alive comment every 12 s, so a minute of silence is a dead peer.
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout client-fin 5s',
    '  timeout server-fin 5s',
    // A request an instance never received (no connection, or refused while it drains) goes to another one.
    // A client that goes away (a fan closing the ticker's tab) ends its request at the instance too, at once:
    // otherwise a live stream stays open on the graph until its next keep-alive comment finds the client gone.
    '  option abortonclose',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    '',
    'frontend portal',
    `  bind ${topology.portalFront}`,
    // The graph and the platform count live streams and uploads per client address: they trust this header
    // from loopback (TRUSTED_PROXIES).
    '  option forwardfor',
    // The graph's answers are compressed here, at the edge, as the portal server compresses them when the
    // graph runs inside it; the portal servers compress their own pages (HAProxy leaves an encoded answer
    // alone). Live streams (text/event-stream) are not listed: a compressor would hold their events back.
    '  compression algo gzip',
    '  compression type application/json application/graphql-response+json text/calendar',
    '  acl to_graph path_beg /graphql /calendar/',
    '  acl to_graph path /calendar.ics',
    '  use_backend graph if to_graph',
    '  default_backend portal',
    '',
    'frontend platform',
    `  bind ${topology.platformFront}`,
    '  acl to_inbox path_beg /dev/mail',
    '  use_backend inbox if to_inbox',
    '  default_backend platform',
    '',
    'frontend identity',
    `  bind ${topology.identityFront}`,
    '  default_backend identity',
    '',
    'frontend stats',
    `  bind ${topology.statsFront}`,
    '  http-request use-service prometheus-exporter if { path /metrics }',
    '  stats enable',
    '  stats uri /stats',
    '  stats refresh 5s',
    '',
    'backend graph',
    SAFE_RETRIES_ONLY,
    // Live streams last: the instance with the fewest connections gets the next one.
    '  balance leastconn',
    // Not ready (draining, or the platform unreachable) takes an instance out before it fails a request.
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    ...servers(topology.graphs),
    // Fail open, as Envoy's panic threshold does: when every graph looks not ready at once (their readiness
    // follows the platform's, and a crowd of fans joining slows every probe), that is far likelier the probes'
    // fault than every instance's, and refusing everyone (503) is the worst answer. The same instances, unprobed,
    // take the requests until one passes its probe again.
    '  option allbackups',
    ...topology.graphs.map((server) => `  server ${server.name}-open ${server.address} backup`),
    '',
    'backend portal',
    SAFE_RETRIES_ONLY,
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    ...servers(topology.portals),
    '',
    'backend platform',
    SAFE_RETRIES_ONLY,
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    ...servers(topology.platforms),
    '',
    'backend identity',
    SAFE_RETRIES_ONLY,
    '  balance roundrobin',
    '  option httpchk GET /.well-known/openid-configuration',
    '  http-check expect status 200',
    ...servers(topology.identities),
    '',
    'backend inbox',
    `  server ${topology.inbox.name} ${topology.inbox.address} ${CHECK}`,
    '',
  ].join('\n');
}
