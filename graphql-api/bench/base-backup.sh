#!/bin/sh
# The operator's backup at scale (README "Running it at scale"), tried end to end with PostgreSQL's own tools: a
# cluster archiving its WAL, `pg_basebackup` of it while it takes writes, more writes after, then a restore of the
# base backup that replays the archived WAL up to the last of them. Prints each step's time and fails if a row is
# missing. Usage: sh bench/base-backup.sh [ROWS] (default 1 000 000), with PG_BIN pointing at PostgreSQL's binaries
# (default Debian's /usr/lib/postgresql/15/bin: embedded-postgres ships no pg_basebackup). As root, the cluster runs as
# the `postgres` user.
set -eu
ROWS=${1:-1000000}
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DIR=$(mktemp -d /tmp/repaso-base-backup.XXXXXX)
PORT=${PG_PORT:-54399}
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
cleanup() {
  as_pg "$BIN/pg_ctl -D $DIR/restored -m immediate stop" >/dev/null 2>&1 || true
  as_pg "$BIN/pg_ctl -D $DIR/data -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
psql_() { as_pg "$BIN/psql -h $DIR -p $PORT -d postgres -Atqc \"$1\""; }
now() { date +%s.%N; }
took() { echo "$(now) $1" | awk '{ printf "%.1f s", $1 - $2 }'; }

as_pg "$BIN/initdb -D $DIR/data -A trust" >/dev/null
as_pg "mkdir $DIR/archive"
cat >>"$DIR/data/postgresql.conf" <<EOF
port = $PORT
unix_socket_directories = '$DIR'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $DIR/archive/%f && cp %p $DIR/archive/%f'
EOF
as_pg "$BIN/pg_ctl -D $DIR/data -l $DIR/server.log -w start" >/dev/null
psql_ "create table reviews as select g as id, now() as reviewed_at from generate_series(1, $ROWS) g"
echo "cluster: $(psql_ "select pg_size_pretty(pg_database_size('postgres'))") of data"

start=$(now)
# Writes go on while the base backup is taken: it is consistent anyway (WAL streamed alongside, -X stream).
psql_ "insert into reviews select g, now() from generate_series($ROWS + 1, $ROWS + 1000) g" &
as_pg "$BIN/pg_basebackup -h $DIR -p $PORT -D $DIR/base -Ft -z -X stream -c fast"
wait
echo "pg_basebackup (tar, gzip): $(took "$start"), $(du -sh "$DIR/base" | cut -f1)"
psql_ "insert into reviews select g, now() from generate_series($ROWS + 1001, $ROWS + 2000) g"
psql_ "select pg_switch_wal()" >/dev/null
sleep 2
as_pg "$BIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null

start=$(now)
as_pg "mkdir -m 700 $DIR/restored && tar -xzf $DIR/base/base.tar.gz -C $DIR/restored"
as_pg "$BIN/pg_verifybackup -n -m $DIR/base/backup_manifest $DIR/restored" >/dev/null
cat >>"$DIR/restored/postgresql.conf" <<EOF
archive_mode = off
restore_command = 'cp $DIR/archive/%f %p'
EOF
as_pg "touch $DIR/restored/recovery.signal"
as_pg "$BIN/pg_ctl -D $DIR/restored -l $DIR/restored.log -w start" >/dev/null
until [ "$(psql_ 'select pg_is_in_recovery()')" = f ]; do sleep 0.2; done
echo "restore (untar, verify, replay the archived WAL): $(took "$start")"
found=$(psql_ "select count(*) from reviews")
expected=$((ROWS + 2000))
echo "rows after the restore: $found of $expected"
[ "$found" = "$expected" ]
