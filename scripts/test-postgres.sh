#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster (trust auth, loopback only) for the test
# suite and prints its URL. Usage: scripts/test-postgres.sh start|stop [dir] [port]
set -euo pipefail
cmd=${1:-start}
dir=${2:-/tmp/slidewise-pg}
port=${3:-25432}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# initdb and postgres refuse to run as root; use the postgres account then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres "$dir"
      as_owner "$bin/initdb" -D "$dir" -A trust -U postgres --no-sync >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$dir" -w -l "$dir/server.log" \
      -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null || true
    ;;
  *)
    echo "usage: $0 start|stop [dir] [port]" >&2
    exit 2
    ;;
esac
