// REST load with wrk on loopback (32 connections, bounded duration) against the slider object
// and a light core route, in the same run.
import { spawnSync } from 'node:child_process';
import { budgeted, row } from './lib.mjs';

const DURATION = process.env.BENCH_WRK_SECONDS ?? '8';

function wrk( url ) {
	const r = spawnSync(
		'wrk',
		[
			'-t2',
			'-c32',
			`-d${ DURATION }s`,
			'--latency',
			'--timeout',
			'5s',
			url,
		],
		{ encoding: 'utf8' }
	);
	if ( r.status !== 0 ) {
		throw new Error( `wrk failed: ${ r.stderr }` );
	}
	const out = r.stdout;
	const ms = ( text ) => {
		const [ , value, unit ] = text.match( /([\d.]+)(us|ms|s)/ ) ?? [
			null,
			'0',
			'ms',
		];
		return +value * { us: 0.001, ms: 1, s: 1000 }[ unit ];
	};
	const requests = +( out.match( /(\d+) requests in/ )?.[ 1 ] ?? 0 );
	const non2xx = +(
		out.match( /Non-2xx or 3xx responses: (\d+)/ )?.[ 1 ] ?? 0
	);
	const socket =
		( out.match( /Socket errors: (.*)/ )?.[ 1 ] ?? '' )
			.match( /\d+/g )
			?.map( Number ) ?? [];
	return {
		rps: +( out.match( /Requests\/sec:\s+([\d.]+)/ )?.[ 1 ] ?? 0 ),
		p50: ms( out.match( /50%\s+(\S+)/ )?.[ 1 ] ?? '0ms' ),
		p99: ms( out.match( /99%\s+(\S+)/ )?.[ 1 ] ?? '0ms' ),
		requests,
		errors: non2xx + socket.reduce( ( a, b ) => a + b, 0 ),
	};
}

export default async function restLoad( { base } ) {
	const core = wrk( `${ base }/wp-json/wp/v2/types/post` );
	const slider = wrk(
		`${ base }/wp-json/stagecraft/v1/sliders/slider-demo?alias=true&srengine=7`
	);
	return {
		rows: [
			budgeted(
				'restRpsRatio',
				'GET sliders/slider-demo requests/s (ratio to core route)',
				slider.rps / core.rps,
				{ baseline: 1 }
			),
			row( 'GET sliders/slider-demo requests/s', slider.rps, {
				baseline: core.rps,
			} ),
			row(
				'p50 / p99 latency (ms), slider vs core',
				`${ slider.p50 } / ${ slider.p99 } vs ${ core.p50 } / ${ core.p99 }`
			),
			row(
				'errors (slider / core)',
				`${ slider.errors } / ${ core.errors }`
			),
		],
		data: { core, slider, seconds: +DURATION, connections: 32 },
	};
}
