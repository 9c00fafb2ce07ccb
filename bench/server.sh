#!/usr/bin/env bash
# Serves the demo site with nginx + php-fpm (closer to production than php -S) for benchmarks.
# Usage: bench/server.sh start|stop [PORT]
set -euo pipefail
source "$(dirname "$0")/../bin/lib.sh"
port="${2:-8890}"
conf="$RUN_DIR/bench"
mkdir -p "$conf" "$LOG_DIR"

stop() {
	[ -f "$conf/nginx.pid" ] && nginx -c "$conf/nginx.conf" -p "$conf" -s quit 2>/dev/null || true
	stop_group "$conf/fpm.pid.group"
	rm -f "$conf/fpm.pid"
}

case "${1:-}" in
stop) stop; exit 0 ;;
start) ;;
*) die "usage: bench/server.sh start|stop [PORT]" ;;
esac
stop
cat >"$conf/php-fpm.conf" <<CONF
[global]
pid = $conf/fpm.pid
error_log = $LOG_DIR/php-fpm.log
daemonize = no
[www]
listen = $conf/fpm.sock
listen.mode = 0660
pm = static
pm.max_children = 4
clear_env = no
env[STAGECRAFT_DB] = $DEMO_DB
CONF
cat >"$conf/nginx.conf" <<CONF
user root;
worker_processes 1;
pid $conf/nginx.pid;
error_log $LOG_DIR/nginx-error.log;
events { worker_connections 256; }
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
	server {
		listen 127.0.0.1:$port;
		root $WP_DIR;
		index index.php;
		disable_symlinks off;
		location / { try_files \$uri \$uri/ /index.php?\$args; }
		location ~ \.php\$ {
			include /etc/nginx/fastcgi_params;
			# Debian sets HTTP_HOST to the bare host (no port); WordPress builds its URLs from it.
			fastcgi_param HTTP_HOST \$http_host;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			fastcgi_pass unix:$conf/fpm.sock;
		}
	}
}
CONF
mkdir -p "$conf/tmp"
STAGECRAFT_DB="$DEMO_DB" setsid php-fpm8.2 -R -F -y "$conf/php-fpm.conf" >>"$LOG_DIR/php-fpm.log" 2>&1 </dev/null &
echo $! >"$conf/fpm.pid.group"
for _ in $(seq 1 50); do [ -S "$conf/fpm.sock" ] && break; sleep 0.1; done
nginx -c "$conf/nginx.conf" -p "$conf" 2>>"$LOG_DIR/nginx-error.log"
for _ in $(seq 1 50); do curl -fsS -o /dev/null "http://127.0.0.1:$port/wp-login.php" && exit 0; sleep 0.2; done
die "nginx/php-fpm did not answer on $port; see $LOG_DIR/nginx-error.log and php-fpm.log"
