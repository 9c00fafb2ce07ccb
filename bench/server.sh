#!/usr/bin/env bash
# Serves a site with nginx + two PHP-FPM pools on one MariaDB (closer to production than php -S,
# and the scale-out shape: two PHP nodes sharing one database).
#   PORT     round robin over both pools (what the benchmarks load)
#   PORT+1   pool a only, PORT+2 pool b only (what the scale-out test addresses node by node)
# Every answer names its pool in X-Stagecraft-Node.
# Usage: bench/server.sh start|stop [PORT] [DATABASE]   (database: the demo's by default)
set -euo pipefail
source "$(dirname "$0")/../bin/lib.sh"
port="${2:-8890}"
db="${3:-$DEMO_DB}"
conf="$RUN_DIR/bench-$port"
mkdir -p "$conf" "$LOG_DIR"

stop() {
	[ -f "$conf/nginx.pid" ] && nginx -c "$conf/nginx.conf" -p "$conf" -s quit 2>/dev/null || true
	stop_group "$conf/fpm.pid.group"
	rm -f "$conf/fpm.pid"
}

case "${1:-}" in
stop) stop; exit 0 ;;
start) ;;
*) die "usage: bench/server.sh start|stop [PORT] [DATABASE]" ;;
esac
stop
# Whatever PHP-FPM Debian installed (php-fpm8.2, 8.4, ...): the newest binary found.
fpm="$(ls /usr/sbin/php-fpm* 2>/dev/null | sort -V | tail -1)"
[ -n "$fpm" ] || die "php-fpm is not installed (bin/setup installs it)"
pool() {
	cat <<POOL
[$1]
listen = $conf/fpm-$1.sock
listen.mode = 0660
pm = static
pm.max_children = 2
clear_env = no
env[STAGECRAFT_DB] = $db
POOL
}
{
	printf '[global]\npid = %s\nerror_log = %s\ndaemonize = no\n' "$conf/fpm.pid" "$LOG_DIR/php-fpm.log"
	pool a
	pool b
} >"$conf/php-fpm.conf"
site() { # listen port, upstream
	cat <<SITE
	server {
		listen 127.0.0.1:$1;
		root $WP_DIR;
		index index.php;
		disable_symlinks off;
		client_max_body_size 8m;
		add_header X-Stagecraft-Node \$upstream_addr always;
		location / { try_files \$uri \$uri/ /index.php?\$args; }
		location ~ \.php\$ {
			include /etc/nginx/fastcgi_params;
			# Debian sets HTTP_HOST to the bare host (no port); WordPress builds its URLs from it.
			fastcgi_param HTTP_HOST \$http_host;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			fastcgi_pass $2;
		}
	}
SITE
}
cat >"$conf/nginx.conf" <<CONF
user root;
worker_processes 1;
pid $conf/nginx.pid;
error_log $LOG_DIR/nginx-error.log;
events { worker_connections 512; }
http {
	include /etc/nginx/mime.types;
	access_log off;
	client_body_temp_path $conf/tmp;
	fastcgi_temp_path $conf/tmp;
	proxy_temp_path $conf/tmp;
	uwsgi_temp_path $conf/tmp;
	scgi_temp_path $conf/tmp;
	gzip on;
	gzip_types text/css application/javascript application/json image/svg+xml;
	upstream stagecraft_nodes {
		server unix:$conf/fpm-a.sock;
		server unix:$conf/fpm-b.sock;
	}
$(site "$port" stagecraft_nodes)
$(site "$((port + 1))" "unix:$conf/fpm-a.sock")
$(site "$((port + 2))" "unix:$conf/fpm-b.sock")
}
CONF
mkdir -p "$conf/tmp"
STAGECRAFT_DB="$db" setsid "$fpm" -R -F -y "$conf/php-fpm.conf" >>"$LOG_DIR/php-fpm.log" 2>&1 </dev/null &
echo $! >"$conf/fpm.pid.group"
for _ in $(seq 1 50); do [ -S "$conf/fpm-a.sock" ] && [ -S "$conf/fpm-b.sock" ] && break; sleep 0.1; done
nginx -c "$conf/nginx.conf" -p "$conf" 2>>"$LOG_DIR/nginx-error.log"
for _ in $(seq 1 50); do curl -fsS -o /dev/null "http://127.0.0.1:$port/wp-login.php" && exit 0; sleep 0.2; done
die "nginx/php-fpm did not answer on $port; see $LOG_DIR/nginx-error.log and php-fpm.log"
