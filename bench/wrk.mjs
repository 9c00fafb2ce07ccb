// One wrk run on loopback, its output read into numbers (the benchmarks and the scale test).
import { spawnSync } from 'node:child_process';

/**
 * Loads a URL with wrk.
 *
 * @param {string} url                 The URL.
 * @param {Object} options
 * @param {number} options.seconds     Duration.
 * @param {number} options.connections Open connections.
 * @param {string} [options.script]    A Lua script (a POST body, headers).
 * @param {string} [options.timeout]   Per-request timeout, e.g. '5s'.
 * @return {{status: number|null, rps: number, p50: number, p99: number, requests: number, errors: number, stderr: string}} Figures.
 */
export function wrk( url, { seconds, connections, script, timeout = '5s' } ) {
	const r = spawnSync(
		'wrk',
		[
			'-t2',
			`-c${ connections }`,
			`-d${ seconds }s`,
			'--latency',
			'--timeout',
			timeout,
			...( script ? [ '-s', script ] : [] ),
			url,
		],
		{ encoding: 'utf8' }
	);
	const out = r.stdout ?? '';
	const ms = ( text ) => {
		const [ , value, unit ] = text.match( /([\d.]+)(us|ms|s)/ ) ?? [
			null,
			'0',
			'ms',
		];
		return +value * { us: 0.001, ms: 1, s: 1000 }[ unit ];
	};
	const non2xx = +(
		out.match( /Non-2xx or 3xx responses: (\d+)/ )?.[ 1 ] ?? 0
	);
	const socket =
		( out.match( /Socket errors: (.*)/ )?.[ 1 ] ?? '' )
			.match( /\d+/g )
			?.map( Number ) ?? [];
	return {
		status: r.status,
		stderr: r.stderr ?? '',
		rps: +( out.match( /Requests\/sec:\s+([\d.]+)/ )?.[ 1 ] ?? 0 ),
		p50: ms( out.match( /50%\s+(\S+)/ )?.[ 1 ] ?? '0ms' ),
		p99: ms( out.match( /99%\s+(\S+)/ )?.[ 1 ] ?? '0ms' ),
		requests: +( out.match( /(\d+) requests in/ )?.[ 1 ] ?? 0 ),
		errors: non2xx + socket.reduce( ( a, b ) => a + b, 0 ),
	};
}
