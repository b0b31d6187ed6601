// The container HEALTHCHECK: exit 0 when the service on HEALTHCHECK_PORT answers /healthz.
const port = process.env.HEALTHCHECK_PORT ?? '4000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
