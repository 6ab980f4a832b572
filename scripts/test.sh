#!/usr/bin/env bash
# Every test of the portal: build, lint and type checks, unit and integration tests on a real PostgreSQL,
# composition and codegen freshness, the compose file, and browser journeys in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 24 ]; then
  echo "O portal precisa do Node 24 (veja .nvmrc); encontrado $(node --version)." >&2
  exit 1
fi

# System tools the tests use, from Debian's packages: Chromium for the browser journeys,
# docker-compose to validate docker-compose.yml (no Docker engine runs on these machines) and
# redis-server for the replica tests (test/replicas.test.ts starts its own on a free port) and haproxy to check
# the load balancer's configuration (deploy/haproxy.cfg; also used by npm run bench:replicas).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v docker-compose >/dev/null || missing+=(docker-compose)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v haproxy >/dev/null || missing+=(haproxy)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "Instalando ${missing[*]} (apt-get)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Faltam ${missing[*]}: instale com apt-get (como root) e rode de novo." >&2
    exit 1
  fi
fi

npm run build
npm run lint
# Secrets are required variables: validated with the example env file's placeholders.
docker-compose --env-file docker-compose.env.example -f docker-compose.yml config -q
docker-compose --env-file docker-compose.env.example -f docker-compose.yml --profile observabilidade config -q
mkdir -p test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
node -e '
  const r = require("./test-results/vitest.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' || true
exit $status
