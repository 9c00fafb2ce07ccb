# Shared settings for the bin/ scripts. Sourced, never run.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Everything local (WordPress core, database, logs, run state) lives here, git-ignored.
LOCAL_DIR="${STAGECRAFT_LOCAL_DIR:-$ROOT/.wp}"
WP_DIR="$LOCAL_DIR/wordpress"
DB_DIR="$LOCAL_DIR/mysql"
RUN_DIR="$LOCAL_DIR/run"
LOG_DIR="$LOCAL_DIR/logs"
CACHE_DIR="$LOCAL_DIR/cache"
DB_SOCKET="$RUN_DIR/mysqld.sock"

# WordPress comes from Debian's archive: WP_VERSION=current (default) takes whatever point
# release sid serves today (7.1.x), WP_VERSION=min the one trixie serves (6.8.x, the supported
# minimum). No revision is pinned: Debian replaces them with security updates. An exact
# WP_DEBIAN_VERSION may be asked for; it is used only while the archive still serves it.
WP_VERSION="${WP_VERSION:-current}"
case "$WP_VERSION" in
	current | latest) WP_DEBIAN_SUITE="sid" ;;
	min | minimum) WP_DEBIAN_SUITE="trixie" ;;
	*) printf 'WP_VERSION must be "current" or "min", not "%s"\n' "$WP_VERSION" >&2; exit 2 ;;
esac
WP_DEBIAN_VERSION="${WP_DEBIAN_VERSION:-}"
WP_MIN_VERSION="6.8"
# Re-check the archive for a newer point release after this many days.
WP_REFRESH_DAYS=7

WP_PORT="${WP_PORT:-8888}"
WP_TEST_PORT="${WP_TEST_PORT:-8889}"
DEMO_DB="stagecraft"
TEST_DB="stagecraft_test"
DB_USER="stagecraft"
DB_PASSWORD="stagecraft"
ADMIN_USER="admin"
ADMIN_PASSWORD="password"

log() { printf '\033[1;34m[stagecraft]\033[0m %s\n' "$*"; }
die() { printf '\033[1;31m[stagecraft] %s\033[0m\n' "$*" >&2; exit 1; }

# Runs a PHP script inside WordPress for the given database.
wp_php() {
	local db="$1"; shift
	STAGECRAFT_DB="$db" STAGECRAFT_WP_DIR="$WP_DIR" STAGECRAFT_PORT="${WP_PORT}" php "$@"
}

db_running() {
	[ -S "$DB_SOCKET" ] && mariadb-admin --no-defaults --socket="$DB_SOCKET" -uroot ping >/dev/null 2>&1
}

db_start() {
	db_running && return 0
	mkdir -p "$RUN_DIR" "$LOG_DIR"
	if [ ! -d "$DB_DIR/mysql" ]; then
		log "initialising MariaDB in $DB_DIR"
		mkdir -p "$DB_DIR"
		mariadb-install-db --no-defaults --datadir="$DB_DIR" --user=root \
			--auth-root-authentication-method=socket --skip-test-db >"$LOG_DIR/mariadb-install.log" 2>&1 \
			|| die "mariadb-install-db failed; see $LOG_DIR/mariadb-install.log"
	fi
	# setsid: the server gets its own process group, so stop can end exactly what we started.
	setsid mariadbd --no-defaults --datadir="$DB_DIR" --socket="$DB_SOCKET" \
		--pid-file="$RUN_DIR/mysqld.pid" --skip-networking --user=root \
		--log-error="$LOG_DIR/mariadb.log" --innodb-buffer-pool-size=128M \
		--innodb-flush-log-at-trx-commit=2 >/dev/null 2>&1 < /dev/null &
	local i
	for i in $(seq 1 100); do
		db_running && return 0
		sleep 0.2
	done
	die "MariaDB did not start; see $LOG_DIR/mariadb.log"
}

db_sql() {
	mariadb --no-defaults --socket="$DB_SOCKET" -uroot -e "$1"
}

# Stops the process group recorded in a pid file (php -S forks workers that outlive a plain kill).
stop_group() {
	local pidfile="$1" pid
	[ -f "$pidfile" ] || return 0
	pid="$(cat "$pidfile")"
	if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
		kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null
		local i
		for i in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -KILL -- "-$pid" 2>/dev/null || true
	fi
	rm -f "$pidfile"
}

# Serves WordPress with php -S on a port, for the given database (and core folder, by default
# the local site's).
serve() {
	local port="$1" db="$2" docroot="${3:-$WP_DIR}" pidfile="$RUN_DIR/server-$1.pid"
	stop_group "$pidfile"
	mkdir -p "$RUN_DIR" "$LOG_DIR"
	STAGECRAFT_DB="$db" PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}" \
		setsid php -S "127.0.0.1:$port" -t "$docroot" "$ROOT/bin/wp/router.php" \
		>>"$LOG_DIR/server-$port.log" 2>&1 < /dev/null &
	echo $! >"$pidfile"
	local i
	for i in $(seq 1 100); do
		curl -fsS -o /dev/null "http://127.0.0.1:$port/wp-login.php" 2>/dev/null && return 0
		sleep 0.2
	done
	die "the site did not answer on port $port; see $LOG_DIR/server-$port.log"
}

stamp() { cat "$@" 2>/dev/null | sha1sum | cut -c1-40; }

# npm and Composer dependencies, from their lock/pin files, when those changed.
install_dependencies() {
	if [ "$(stamp "$ROOT/package-lock.json")" != "$(cat "$ROOT/node_modules/.stagecraft-stamp" 2>/dev/null)" ]; then
		log "installing npm dependencies from package-lock.json"
		# Browsers are never downloaded: the tests drive Debian's /usr/bin/chromium. `npm install`
		# rather than `npm ci`: the registry mirror here lacks some other platforms' optional
		# packages, which npm ci insists on finding in the lock; npm install still takes the
		# locked versions.
		(cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error)
		stamp "$ROOT/package-lock.json" >"$ROOT/node_modules/.stagecraft-stamp"
	fi
	if [ "$(stamp "$ROOT/composer.json")" != "$(cat "$ROOT/vendor/.stagecraft-stamp" 2>/dev/null)" ]; then
		log "installing Composer dependencies"
		(cd "$ROOT" && COMPOSER_ALLOW_SUPERUSER=1 composer install --no-interaction --no-progress --quiet)
		stamp "$ROOT/composer.json" >"$ROOT/vendor/.stagecraft-stamp"
	fi
}

# Builds the blocks and front-end scripts into plugin/build when their sources changed.
build_if_stale() {
	local src_stamp
	src_stamp=$(cd "$ROOT" && (find blocks src -type f -print0 | sort -z | xargs -0 sha1sum; sha1sum package-lock.json) | sha1sum | cut -c1-40)
	if [ "$src_stamp" != "$(cat "$ROOT/plugin/build/.stagecraft-stamp" 2>/dev/null)" ]; then
		log "building blocks and scripts"
		mkdir -p "$LOG_DIR"
		(cd "$ROOT" && npm run --silent build) >"$LOG_DIR/build.log" 2>&1 \
			|| { tail -40 "$LOG_DIR/build.log"; die "build failed; see $LOG_DIR/build.log"; }
		echo "$src_stamp" >"$ROOT/plugin/build/.stagecraft-stamp"
	fi
}
