#!/usr/bin/env bash
# npm run deploy:smoke — follows docs/OPERATIONS.md once on this machine: Debian's nginx + 2 API processes on
# the local PostgreSQL, on free ports, with its own nginx prefix (the system's nginx is never touched).
# It logs in through nginx, marks, publishes, checks that two clients (127.0.0.2 and 127.0.0.3) are throttled
# separately, that a forged X-Forwarded-For is ignored and that the audit log records the real addresses, then
# stops everything it started and drops its database.
# Without a PostgreSQL at $SMOKE_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) it says so and
# exits 0: the smoke test needs PostgreSQL, the rest of the suite does not (documented in OPERATIONS.md).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PG="${SMOKE_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
pgq() { node -e 'const c=new (require("pg").Client)({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end()).then(()=>process.exit(0),(e)=>{console.error(e.message);process.exit(1)})' "$PG" "$1"; }

if ! pgq 'select 1' 2>/dev/null; then
  echo "deploy:smoke skipped: no PostgreSQL answers at ${PG/\/\/*@/\/\/}; start one (docs/OPERATIONS.md) to run it."
  exit 0
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$NGINX" ] || { echo "deploy:smoke: nginx is not installed (apt-get install nginx; .ci/run installs it)" >&2; exit 1; }

started=$(date +%s)
DB="capstone_smoke_$$_$started"
RUN_DIR="$(mktemp -d /tmp/capstone-smoke.XXXXXX)"
chmod 755 "$RUN_DIR"
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
NGINX_PORT=$(free_port); API_PORT_BASE=$(free_port)
export RUN_DIR NGINX_PORT API_PORT_BASE API_PROCESSES=2 SEED=demo CLIENT_DIR= \
  JWT_SECRET="smoke-$(node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))')" \
  DATABASE_URL="${PG%/*}/$DB" SERVER_JS="$RUN_DIR/build/server/main.js" NODE_PATH="$ROOT/node_modules" LOG_LEVEL=warn \
  LOGIN_RATE_LIMIT=3

cleanup() {
  deploy/run-local.sh stop || true
  pgq "drop database if exists \"$DB\" with (force)" || true
  rm -rf "$RUN_DIR"
}
trap cleanup EXIT

pgq "create database \"$DB\""
OUT_DIR="$RUN_DIR/build" node scripts/build-server.mjs
deploy/run-local.sh start
node -r esbuild-register scripts/deploy-smoke-check.ts "http://127.0.0.1:$NGINX_PORT"
echo "deploy:smoke passed in $(( $(date +%s) - started )) s"
