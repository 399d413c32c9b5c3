#!/usr/bin/env bash
# Runs Capstone Evaluation as docs/OPERATIONS.md describes, on this machine: Debian's nginx on $NGINX_PORT in
# front of $API_PROCESSES API processes on one PostgreSQL database ($DATABASE_URL).
#   deploy/run-local.sh start   # builds the server if needed, starts everything, waits for health
#   deploy/run-local.sh stop    # stops exactly what start started (pid files in $RUN_DIR)
# Settings (environment): DATABASE_URL (required), JWT_SECRET (required, >= 32 characters), NGINX_PORT (8080),
# API_PORT_BASE (3101: processes listen on 3101, 3102, …), API_PROCESSES (2), RUN_DIR (./run), SEED (none),
# SERVER_JS (dist/server/main.js, built with `npm run build:server` when missing), CLIENT_DIR (dist/client).
# The processes trust X-Forwarded-For from nginx only (TRUST_PROXY=127.0.0.1, nginx's address as they see it), so the
# login throttle and the audit log see each real client, and a client's own X-Forwarded-For is never believed.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUN_DIR="${RUN_DIR:-$ROOT/run}"
NGINX_PORT="${NGINX_PORT:-8080}"
API_PORT_BASE="${API_PORT_BASE:-3101}"
API_PROCESSES="${API_PROCESSES:-2}"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

start() {
  : "${DATABASE_URL:?set DATABASE_URL=postgres://user@host:5432/db}"
  : "${JWT_SECRET:?set JWT_SECRET (at least 32 characters, the same for every process)}"
  [ -x "$NGINX" ] || { echo "nginx is not installed: apt-get install nginx" >&2; exit 1; }
  mkdir -p "$RUN_DIR"/{client_body,proxy,fastcgi,uwsgi,scgi}
  cd "$ROOT"
  local server_js="${SERVER_JS:-$ROOT/dist/server/main.js}"
  [ -f "$server_js" ] || npm run --silent build:server
  local upstreams="" i port
  for ((i = 0; i < API_PROCESSES; i++)); do
    port=$((API_PORT_BASE + i))
    upstreams+="    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;"$'\n'
    CLIENT_DIR="${CLIENT_DIR-$ROOT/dist/client}" PORT="$port" HOST=127.0.0.1 SEED="${SEED:-none}" TRUST_PROXY=127.0.0.1 \
      nohup node "$server_js" >"$RUN_DIR/api-$port.log" 2>&1 &
    echo $! >"$RUN_DIR/api-$port.pid"
  done
  local user_line=""
  [ "$(id -u)" = 0 ] && user_line="user root;"
  local conf="$RUN_DIR/nginx.conf"
  UPSTREAMS="$upstreams" PREFIX="$RUN_DIR" PORT="$NGINX_PORT" USER_LINE="$user_line" node -e '
    const fs = require("fs");
    let t = fs.readFileSync(process.argv[1], "utf8");
    for (const k of ["UPSTREAMS", "PREFIX", "PORT", "USER_LINE"]) t = t.split("@" + k + "@").join(process.env[k]);
    fs.writeFileSync(process.argv[2], t);' "$ROOT/deploy/nginx.conf.template" "$conf"
  cp "$ROOT/deploy/proxy_common.conf" "$RUN_DIR/proxy_common.conf"
  for ((i = 0; i < API_PROCESSES; i++)); do
    port=$((API_PORT_BASE + i))
    for _ in $(seq 1 150); do
      curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
      kill -0 "$(cat "$RUN_DIR/api-$port.pid")" 2>/dev/null || { echo "API process on $port exited:" >&2; tail -5 "$RUN_DIR/api-$port.log" >&2; stop; exit 1; }
      sleep 0.2
    done
  done
  "$NGINX" -p "$RUN_DIR" -c "$conf" -t -q
  "$NGINX" -p "$RUN_DIR" -c "$conf"
  echo "Capstone Evaluation: http://127.0.0.1:$NGINX_PORT (nginx) -> $API_PROCESSES API processes from port $API_PORT_BASE"
}

stop() {
  if [ -f "$RUN_DIR/nginx.pid" ]; then
    "$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -s quit 2>/dev/null || kill "$(cat "$RUN_DIR/nginx.pid")" 2>/dev/null || true
  fi
  local f pid
  for f in "$RUN_DIR"/api-*.pid; do
    [ -f "$f" ] || continue
    pid="$(cat "$f")"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    rm -f "$f"
  done
  for _ in $(seq 1 25); do [ -f "$RUN_DIR/nginx.pid" ] || break; sleep 0.2; done
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
