# Debian's PgBouncer, the one .ci/run installs for the tests (deploy/pgbouncer.ini).
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends pgbouncer && rm -rf /var/lib/apt/lists/*
USER postgres
EXPOSE 6432
CMD ["pgbouncer", "/etc/pgbouncer/pgbouncer.ini"]
