#!/usr/bin/env bash
# Fuzzes every route of the API from its own OpenAPI document with Schemathesis: the app
# (npm start, fresh data, its own free ports) is called signed out, then as a signed-in
# owner with a business. Every check runs (Schemathesis's default; what is left out, and why,
# is in schemathesis.toml); the run fails on any server error, a valid
# request refused, or an answer the document does not describe.
#   SCHEMATHESIS_EXAMPLES  examples per operation and run (default 8)
#   SCHEMATHESIS_MAX_SECONDS  the time budget of each of the two runs (default 150)
#   SCHEMATHESIS_SKIP_BUILD=1  start the launcher without building (the app is built already)
set -euo pipefail
cd "$(dirname "$0")/.."
# The Node 24 the project brings (npm ci installs it), as npm scripts find it.
export PATH="$PWD/node_modules/.bin:$PATH"

SCHEMATHESIS_VERSION=4.32.5
VENV=.cache/schemathesis-venv
EXAMPLES=${SCHEMATHESIS_EXAMPLES:-8}

if [[ "$("$VENV/bin/schemathesis" --version 2>/dev/null)" != *"$SCHEMATHESIS_VERSION"* ]]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PORT=$(free_port)
POSTGRES_PORT=$(free_port)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cobber-schemathesis.XXXXXX")
DATA_DIR="$WORK/data"
BASE="http://localhost:$PORT"
LOG="$WORK/app.log"

if [[ "${SCHEMATHESIS_SKIP_BUILD:-0}" == 1 ]]; then start=(node launcher/src/main.ts); else start=(npm start); fi
# The fuzzer calls the signed-out routes thousands of times from one address: the public
# and sign-in limits are raised so it reaches the routes (429 is documented all the same).
PORT=$PORT EMBEDDED_POSTGRES_PORT=$POSTGRES_PORT DATA_DIR=$DATA_DIR COBBER_FRESH=1 \
  LOGIN_LIMIT_PER_IP=100000 PUBLIC_LIMIT_PER_IP=1000000 LOG_LEVEL=warn \
  setsid "${start[@]}" >"$LOG" 2>&1 &
APP=$!
stop_app() {
  kill -TERM -- "-$APP" 2>/dev/null || true
  wait "$APP" 2>/dev/null || true
  # As root in a folder only root may enter, the embedded PostgreSQL keeps its data
  # outside it, linked from the data folder.
  if [[ -L "$DATA_DIR/postgres" ]]; then
    target=$(readlink "$DATA_DIR/postgres")
    case "$target" in /var/lib/cobber/postgres-* | /tmp/cobber-postgres-*) rm -rf "$target" ;; esac
  fi
  rm -rf "$WORK"
}
trap stop_app EXIT

for _ in $(seq 1 600); do
  curl -fs "$BASE/api/ready" >/dev/null 2>&1 && break
  if ! kill -0 "$APP" 2>/dev/null; then cat "$LOG"; echo "The app stopped before it was ready" >&2; exit 1; fi
  sleep 1
done
curl -fs "$BASE/api/ready" >/dev/null

# fuzz LABEL CONFIG: one run of every operation with every check.
fuzz() {
  echo "== Schemathesis, $1"
  "$VENV/bin/schemathesis" --config-file "$2" run "$BASE/api/openapi.json" \
    --max-examples "$EXAMPLES" \
    --workers 1 \
    --request-timeout 20 \
    --max-failures 200 \
    --seed 20261127 \
    --suppress-health-check all \
    --max-time "${SCHEMATHESIS_MAX_SECONDS:-150}" \
    --no-color
}

status=0
# What is left out, and why, is scripts/schemathesis.toml; the signed-in run adds the session.
fuzz "signed out" scripts/schemathesis.toml || status=1

# An owner with a business, as the app's own sign-up and setup make them.
JAR="$WORK/cookies"
curl -fsS -o /dev/null -c "$JAR" -H "Origin: $BASE" -H 'Content-Type: application/json' \
  -d '{"mode":"signup","email":"fuzz@example.com","password":"a long fuzzing password","firstName":"Fuzz"}' "$BASE/api/login"
curl -fsS -o /dev/null -b "$JAR" -H "Origin: $BASE" -H 'Content-Type: application/json' \
  -d '{"name":"Fuzz Plumbing","email":"fuzz@example.com"}' "$BASE/api/business"
# The session's two cookies go as the document's two security schemes, so Schemathesis
# also tries each call without one of them; the Origin is the document's own (its const).
# curl's jar marks HttpOnly cookies (both of the session's) with a "#HttpOnly_" prefix.
cookie() { sed 's/^#HttpOnly_//' "$JAR" | awk -v name="$1" '!/^#/ && $6 == name { print $7 }'; }
{ cat scripts/schemathesis.toml; cat <<TOML; } >"$WORK/schemathesis.toml"
[auth.openapi.session]
api_key = "$(cookie cobber.sid)"
[auth.openapi.sessionSignature]
api_key = "$(cookie cobber.sid.sig)"
TOML
fuzz "signed in" "$WORK/schemathesis.toml" || status=1

if grep -q '"level":50' "$LOG"; then
  echo "The app logged errors while fuzzed:" >&2
  grep '"level":50' "$LOG" | head -20 >&2
  status=1
fi
exit $status
