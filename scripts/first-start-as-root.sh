#!/usr/bin/env bash
# The README's first command as a newcomer on a fresh server meets it: as root, in a clone
# inside a folder only root may enter (as /root is). PostgreSQL runs as its own user, which
# cannot enter such a folder, so this is where a first start breaks if anything does.
# Clones this checkout's HEAD into a new mode-700 folder in root's home, runs `npm ci && npm start` there
# until /api/health answers 200, prints how long that took, then stops the app and
# removes everything it made. Fails after FIRST_START_LIMIT seconds (default 900: npm ci and the first build take a few
# minutes on a busy 2-core machine).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
limit="${FIRST_START_LIMIT:-900}"

if [ "$(id -u)" != 0 ]; then
  echo "first start as root: skipped (not root)"
  exit 0
fi

free_port() {
  "$repo/node_modules/.bin/node" -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}

# Not under /tmp: a data folder there is taken for a throwaway one.
dir="$(mktemp -d "${HOME:-/root}/cobber-first-start.XXXXXX")"
chmod 700 "$dir"
clone="$dir/cobber"
log="$dir/start.log"
app=""

stop_and_clean() {
  if [ -n "$app" ] && kill -0 "$app" 2>/dev/null; then
    kill -TERM -- "-$app" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$app" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$app" 2>/dev/null || true
  fi
  # The embedded PostgreSQL keeps its data outside the folder, linked from it.
  if [ -L "$clone/.data/postgres" ]; then
    target="$(readlink "$clone/.data/postgres")"
    case "$target" in /var/lib/cobber/postgres-* | /tmp/cobber-postgres-*) rm -rf "$target" ;; esac
  fi
  rm -rf "$dir"
}
trap stop_and_clean EXIT

began=$(date +%s)
deadline=$((began + limit))
git clone --quiet "$repo" "$clone"
cd "$clone"
timeout "$limit" npm ci --no-audit --no-fund --loglevel=error >"$log" 2>&1 || {
  echo "first start as root: npm ci failed or took over ${limit} s"
  tail -n 40 "$log"
  exit 1
}
installed=$(date +%s)

port=$(free_port)
postgres_port=$(free_port)
# A process group of its own, so stopping it stops the build and the app it runs.
PORT="$port" EMBEDDED_POSTGRES_PORT="$postgres_port" COBBER_FRESH=1 setsid npm start >>"$log" 2>&1 &
app=$!

until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")" = 200 ]; do
  if ! kill -0 "$app" 2>/dev/null; then
    echo "first start as root: npm start stopped before the app answered"
    tail -n 40 "$log"
    exit 1
  fi
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "first start as root: the app did not answer /api/health within ${limit} s"
    tail -n 40 "$log"
    exit 1
  fi
  sleep 1
done
answered=$(date +%s)
echo "first start as root: clone to /api/health 200 in $((answered - began)) s (npm ci $((installed - began)) s, npm start $((answered - installed)) s)"
