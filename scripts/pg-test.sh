#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15: its own cluster in a temporary folder, on
# a free loopback port, stopped and deleted afterwards. The command sees
# MINGO_TEST_DATABASE_URL (the club test suites then use PostgreSQL instead of SQLite).
#   scripts/pg-test.sh npx vitest run test/server test/e2e
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
[ -x "$PGBIN/initdb" ] || { echo "PostgreSQL 15 binaries not found in $PGBIN" >&2; exit 1; }

dir=$(mktemp -d /tmp/mingo-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# initdb refuses to run as root: run the server as the postgres user when we are root.
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
cleanup() {
  "${as_pg[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$PGBIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
"${as_pg[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200" start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }

export MINGO_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL 15 on 127.0.0.1:$port ($dir)"
set +e
"$@"
status=$?
exit $status
