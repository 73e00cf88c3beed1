#!/bin/sh
# The viewer's own Postgres role, made once by the postgres image at its first start (mount this
# folder read-only at /docker-entrypoint-initdb.d): a login that owns the database the servers
# migrate and nothing more (not a superuser, no CREATEROLE, no CREATEDB), so POSTGRES_USER stays
# the administrator's, for `db:report-role` and the DBA. Its password: VIEWER_DB_PASSWORD in the
# postgres service's environment; the viewers' DATABASE_URL is postgres://viewer:...@postgres/DB.
# The same by hand: docs/data.md, "The app's own role".
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set app_password="$VIEWER_DB_PASSWORD" --set db="$POSTGRES_DB" <<'SQL'
CREATE ROLE viewer LOGIN PASSWORD :'app_password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
ALTER DATABASE :"db" OWNER TO viewer;
ALTER SCHEMA public OWNER TO viewer;
REVOKE TEMPORARY ON DATABASE :"db" FROM PUBLIC;
SQL
