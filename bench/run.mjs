// Benchmarks of the foundation slice. Measures, never asserts: prints a table and writes
// bench/results/foundation.json. Each figure has a baseline measured in the same run.
// Needs the demo site set up (npm start or bin/setup); serves it with nginx + php-fpm.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../bin/chromium.mjs';

const root = new URL( '..', import.meta.url ).pathname;
const port = Number( process.env.BENCH_PORT ?? 8890 );
const base = `http://127.0.0.1:${ port }`;
const rounds = Number( process.env.BENCH_ROUNDS ?? 30 );

function sh( ...args ) {
	const r = spawnSync( 'bash', args, { cwd: root, stdio: 'inherit' } );
	if ( r.status !== 0 ) {
		throw new Error( `bash ${ args.join( ' ' ) } failed` );
	}
}

function quantile( values, q ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
	];
}

async function timeRequests( path ) {
	const times = [];
	for ( let i = 0; i < rounds + 3; i++ ) {
		const start = performance.now();
		const res = await fetch( base + path );
		await res.arrayBuffer();
		if ( res.status !== 200 ) {
			throw new Error( `${ path } answered ${ res.status }` );
		}
		if ( i >= 3 ) {
			times.push( performance.now() - start );
		}
	}
	return {
		median_ms: +quantile( times, 0.5 ).toFixed( 2 ),
		p95_ms: +quantile( times, 0.95 ).toFixed( 2 ),
	};
}

function size( file ) {
	const data = readFileSync( file );
	return {
		bytes: data.length,
		gzip_bytes: gzipSync( data, { level: 9 } ).length,
	};
}

async function pageMetrics( browser, path, waitForModule ) {
	const runs = [];
	for ( let i = 0; i < 5; i++ ) {
		const page = await browser.newPage();
		await page.addInitScript( () => {
			window.__bench = { lcp: 0, cls: 0 };
			new PerformanceObserver( ( list ) => {
				for ( const e of list.getEntries() ) {
					window.__bench.lcp = e.startTime;
				}
			} ).observe( { type: 'largest-contentful-paint', buffered: true } );
			new PerformanceObserver( ( list ) => {
				for ( const e of list.getEntries() ) {
					if ( ! e.hadRecentInput ) {
						window.__bench.cls += e.value;
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( base + path, { waitUntil: 'load' } );
		const ready = waitForModule
			? await page.evaluate( async () => {
					await window.Stagecraft.ready( 'hero-demo' );
					return performance.now();
				} )
			: 0;
		await page.waitForTimeout( 1500 );
		const m = await page.evaluate( () => window.__bench );
		runs.push( { lcp: m.lcp, cls: m.cls, ready } );
		await page.close();
	}
	return {
		lcp_ms: +quantile(
			runs.map( ( r ) => r.lcp ),
			0.5
		).toFixed( 1 ),
		cls_max: +Math.max( ...runs.map( ( r ) => r.cls ) ).toFixed( 4 ),
		...( waitForModule
			? {
					ready_ms: +quantile(
						runs.map( ( r ) => r.ready ),
						0.5
					).toFixed( 1 ),
				}
			: {} ),
	};
}

sh( 'bench/server.sh', 'start', String( port ) );
let results;
try {
	const html = {
		module_page: await timeRequests( '/modules/' ),
		baseline_page: await timeRequests( '/hello-world/' ),
	};
	html.ratio = +(
		html.module_page.median_ms / html.baseline_page.median_ms
	).toFixed( 2 );
	const rest = {
		slider_object: await timeRequests(
			'/wp-json/stagecraft/v1/sliders/hero-demo?srengine=7&alias=true'
		),
		baseline_core_page: await timeRequests(
			'/wp-json/wp/v2/pages?slug=modules'
		),
	};
	rest.ratio = +(
		rest.slider_object.median_ms / rest.baseline_core_page.median_ms
	).toFixed( 2 );
	const view = size( join( root, 'plugin/build/module/view.js' ) );
	const reactDom = size(
		join(
			root,
			'.wp/wordpress/wp-includes/js/dist/vendor/react-dom.min.js'
		)
	);
	const bundle = {
		module_view_js: view,
		baseline_wp_react_dom: reactDom,
		gzip_ratio: +( view.gzip_bytes / reactDom.gzip_bytes ).toFixed( 2 ),
	};

	const browser = await chromium.launch( chromiumLaunchOptions );
	const browserMetrics = {
		module_page: await pageMetrics( browser, '/modules/', true ),
		baseline_page: await pageMetrics( browser, '/hello-world/', false ),
	};
	await browser.close();
	results = {
		date: new Date().toISOString(),
		rounds,
		server: 'nginx + php-fpm (4 workers)',
		html,
		rest,
		bundle,
		browser: browserMetrics,
	};
} finally {
	sh( 'bench/server.sh', 'stop' );
}

mkdirSync( join( root, 'bench/results' ), { recursive: true } );
writeFileSync(
	join( root, 'bench/results/foundation.json' ),
	JSON.stringify( results, null, 2 ) + '\n'
);
console.table( {
	'GET /modules/ (ms, median)': {
		value: results.html.module_page.median_ms,
		baseline: results.html.baseline_page.median_ms,
		ratio: results.html.ratio,
	},
	'GET sliders/hero-demo (ms, median)': {
		value: results.rest.slider_object.median_ms,
		baseline: results.rest.baseline_core_page.median_ms,
		ratio: results.rest.ratio,
	},
	'module view.js (gzip bytes)': {
		value: results.bundle.module_view_js.gzip_bytes,
		baseline: results.bundle.baseline_wp_react_dom.gzip_bytes,
		ratio: results.bundle.gzip_ratio,
	},
	'LCP (ms, median of 5)': {
		value: results.browser.module_page.lcp_ms,
		baseline: results.browser.baseline_page.lcp_ms,
		ratio: +(
			results.browser.module_page.lcp_ms /
			results.browser.baseline_page.lcp_ms
		).toFixed( 2 ),
	},
	'CLS (max of 5)': {
		value: results.browser.module_page.cls_max,
		baseline: results.browser.baseline_page.cls_max,
		ratio: '',
	},
	'Stagecraft.ready (ms, median)': {
		value: results.browser.module_page.ready_ms,
		baseline: '',
		ratio: '',
	},
} );
console.log( 'written to bench/results/foundation.json' );
