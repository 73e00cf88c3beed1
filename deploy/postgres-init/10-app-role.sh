#!/bin/sh
# Run once by the postgres image on a new volume (/docker-entrypoint-initdb.d), as the superuser:
# the viewer's own login, which owns its database and schema (it migrates them at start-up) and is
# no superuser, may create no roles and no databases. app-role.sql says what it gets.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_role=viewer -v app_password="$VIEWER_DB_PASSWORD" -v app_database="$POSTGRES_DB" \
  -f /docker-entrypoint-initdb.d/app-role.sql.in
