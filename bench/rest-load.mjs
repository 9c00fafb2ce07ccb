// REST load with wrk on loopback (32 connections, bounded duration) against the slider object,
// a light core route and the contact form's feedback POST, in the same run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgeted, median, root, round, row } from './lib.mjs';
import { wrk } from './wrk.mjs';

const DURATION = process.env.BENCH_WRK_SECONDS ?? '8';

function load( url, script = undefined ) {
	const figures = wrk( url, {
		seconds: DURATION,
		connections: 32,
		script,
	} );
	if ( figures.status !== 0 ) {
		throw new Error( `wrk failed: ${ figures.stderr }` );
	}
	return figures;
}

function wpPhp( ...args ) {
	const r = spawnSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "$DEMO_DB" "$@"',
			'wp_php',
			...args,
		],
		{
			cwd: root,
			encoding: 'utf8',
		}
	);
	return r.stdout.trim();
}

// Multipart as Contact Form 7's client sends it. The fields are left empty, so each request runs
// the whole validation and answers validation_failed without sending mail; the submissions it
// stores (every attempt is stored) are deleted by `forms.php close`.
function feedbackScript( formId ) {
	const boundary = 'stagecraftbench';
	const part = ( name, value ) =>
		`--${ boundary }\\r\\nContent-Disposition: form-data; name=\\"${ name }\\"\\r\\n\\r\\n${ value }\\r\\n`;
	const body =
		part( '_wpcf7', formId ) +
		part( '_wpcf7_unit_tag', `wpcf7-f${ formId }-o1` ) +
		part( 'your-name', '' ) +
		`--${ boundary }--\\r\\n`;
	const dir = join( root, '.wp/run/bench' );
	mkdirSync( dir, { recursive: true } );
	const file = join( dir, 'feedback.lua' );
	const lines = [
		'wrk.method = "POST"',
		`wrk.body = "${ body }"`,
		`wrk.headers["Content-Type"] = "multipart/form-data; boundary=${ boundary }"`,
		'wrk.headers["User-Agent"] = "Mozilla/5.0 (stagecraft bench)"',
		'wrk.headers["Accept"] = "application/json"',
	];
	writeFileSync( file, lines.join( '\n' ) + '\n' );
	return file;
}

// A revalidation as a browser or CDN sends it: If-None-Match with the reply's current ETag.
async function revalidation( url ) {
	const etag = ( await fetch( url ) ).headers.get( 'etag' );
	const dir = join( root, '.wp/run/bench' );
	mkdirSync( dir, { recursive: true } );
	const file = join( dir, 'revalidate.lua' );
	writeFileSync(
		file,
		`wrk.headers["If-None-Match"] = "${ etag.replaceAll( '"', '\\"' ) }"\n`
	);
	return load( url, file );
}

// Serial requests (nothing else running): each one's time seen by the client, and the phases the
// server reports in Server-Timing (php/Rest/ServerTiming.php; the local site turns it on).
const SERIAL = 20;

async function serial( url, init = () => ( {} ) ) {
	const totals = [];
	const phases = {};
	for ( let i = 0; i < SERIAL; i++ ) {
		const start = performance.now();
		const response = await fetch( url, init() );
		await response.arrayBuffer();
		totals.push( performance.now() - start );
		for ( const metric of (
			response.headers.get( 'server-timing' ) ?? ''
		).split( ',' ) ) {
			const [ name, ...params ] = metric.trim().split( ';' );
			const dur = params.find( ( p ) => p.trim().startsWith( 'dur=' ) );
			if ( name && dur ) {
				( phases[ name ] ??= [] ).push(
					Number( dur.trim().slice( 4 ) )
				);
			}
		}
	}
	return {
		total: round( median( totals ), 1 ),
		phases: Object.fromEntries(
			Object.entries( phases ).map( ( [ name, list ] ) => [
				name,
				round( median( list ), 2 ),
			] )
		),
	};
}

// The same empty submission as the wrk script, as the browser's FormData sends it.
function submission( formId ) {
	const body = new FormData();
	body.append( '_wpcf7', formId );
	body.append( '_wpcf7_unit_tag', `wpcf7-f${ formId }-o1` );
	body.append( 'your-name', '' );
	return {
		method: 'POST',
		body,
		headers: {
			Accept: 'application/json',
			'User-Agent': 'Mozilla/5.0 (stagecraft bench)',
		},
	};
}

// Every wrk request comes from 127.0.0.1: the per-IP rate limit is lifted for the run only.
async function feedback( base ) {
	const formId = wpPhp( 'bench/forms.php', 'open' );
	const url = `${ base }/wp-json/contact-form-7/v1/contact-forms/${ formId }/feedback`;
	try {
		return {
			...load( url, feedbackScript( formId ) ),
			serial: await serial( url, () => submission( formId ) ),
		};
	} finally {
		wpPhp( 'bench/forms.php', 'close' );
	}
}

export default async function restLoad( { base } ) {
	const core = load( `${ base }/wp-json/wp/v2/types/post` );
	// The query the module runtime sends.
	const sliderUrl = `${ base }/wp-json/stagecraft/v1/sliders/slider-demo?alias=true&srengine=7`;
	const slider = load( sliderUrl );
	const notModified = await revalidation( sliderUrl );
	const form = await feedback( base );
	const coreSerial = await serial( `${ base }/wp-json/wp/v2/types/post` );
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
			budgeted(
				'restRevalidateRatio',
				'revalidated GET sliders/slider-demo (304) requests/s (ratio to core route)',
				notModified.rps / core.rps,
				{ baseline: 1 }
			),
			row(
				'p50 / p99 latency (ms), slider vs core',
				`${ slider.p50 } / ${ slider.p99 } vs ${ core.p50 } / ${ core.p99 }`
			),
			row(
				'errors (slider / core)',
				`${ slider.errors } / ${ core.errors }`
			),
			row(
				'POST contact form feedback requests/s (validation_failed path)',
				form.rps,
				{ baseline: core.rps }
			),
			row(
				'feedback p50 / p99 latency (ms), errors',
				`${ form.p50 } / ${ form.p99 }, ${ form.errors }`
			),
			row(
				`feedback POST, where the time goes: median ms of ${ SERIAL } serial requests (Server-Timing; boot is WordPress's start)`,
				`${
					Object.entries( form.serial.phases )
						.map( ( [ name, ms ] ) => `${ name } ${ ms }` )
						.join( ', ' ) || 'no Server-Timing'
				}; whole request ${ form.serial.total } vs core route GET ${ coreSerial.total }`
			),
		],
		data: {
			core,
			slider,
			notModified,
			feedback: form,
			seconds: +DURATION,
			connections: 32,
		},
	};
}
