// REST load with wrk on loopback (32 connections, bounded duration) against the slider object,
// a light core route and the contact form's feedback POST, in the same run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgeted, root, row } from './lib.mjs';
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

// Every wrk request comes from 127.0.0.1: the per-IP rate limit is lifted for the run only.
function feedback( base ) {
	const formId = wpPhp( 'bench/forms.php', 'open' );
	try {
		return load(
			`${ base }/wp-json/contact-form-7/v1/contact-forms/${ formId }/feedback`,
			feedbackScript( formId )
		);
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
	const form = feedback( base );
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
