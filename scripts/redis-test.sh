#!/usr/bin/env bash
# Runs a command with a throwaway redis-server: its own folder under /tmp, a free loopback port,
# no persistence, stopped and deleted afterwards. The command sees MINGO_TEST_REDIS_URL (the
# online multi-node test runs when it and MINGO_TEST_DATABASE_URL are both set).
#   scripts/pg-test.sh scripts/redis-test.sh npx vitest run test/online
set -euo pipefail
REDIS=${REDIS_SERVER:-$(command -v redis-server || echo /usr/bin/redis-server)}
[ -x "$REDIS" ] || { echo "redis-server not found (apt-get install redis-server)" >&2; exit 1; }

dir=$(mktemp -d /tmp/mingo-redis.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
"$REDIS" --port "$port" --bind 127.0.0.1 --save "" --appendonly no --dir "$dir" --daemonize yes \
  --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >/dev/null
cleanup() {
  [ -f "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
  sleep 0.2
  rm -rf "$dir"
}
trap cleanup EXIT
for _ in $(seq 50); do
  [ -f "$dir/redis.pid" ] && grep -q "Ready to accept" "$dir/redis.log" 2>/dev/null && break
  sleep 0.1
done

export MINGO_TEST_REDIS_URL="redis://127.0.0.1:$port"
echo "redis-server on 127.0.0.1:$port ($dir)"
set +e
"$@"
exit $?
