// Shared helpers of the benchmarks: no figures are asserted, only measured.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../bin/chromium.mjs';

export const root = new URL( '..', import.meta.url ).pathname;

export function sh( ...args ) {
	const r = spawnSync( 'bash', args, { cwd: root, stdio: 'inherit' } );
	if ( r.status !== 0 ) {
		throw new Error( `bash ${ args.join( ' ' ) } failed` );
	}
}

export function quantile( values, q ) {
	if ( values.length === 0 ) {
		return 0;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
	];
}

export const median = ( values ) => quantile( values, 0.5 );
export const round = ( value, digits = 2 ) =>
	+Number( value ).toFixed( digits );
// "median (min–max)" of one figure over several runs.
export const spread = ( values, digits = 0 ) =>
	`${ round( median( values ), digits ) } (${ round( Math.min( ...values ), digits ) }–${ round( Math.max( ...values ), digits ) })`;
export const ratio = ( value, baseline ) =>
	baseline ? round( value / baseline ) : null;
// How far a ratio of two medians can be trusted: the 2.5th and 97.5th percentiles of the ratio
// over resamples of each side's runs (a percentile bootstrap). Seeded, so one run's figures always
// give the same interval.
export function ratioInterval( values, baseline, draws = 2000 ) {
	let seed = 0x5eed;
	// mulberry32: a small seeded generator (Math.random cannot be seeded).
	/* eslint-disable no-bitwise */
	const random = () => {
		seed = ( seed + 0x6d2b79f5 ) | 0;
		let t = Math.imul( seed ^ ( seed >>> 15 ), 1 | seed );
		t = ( t + Math.imul( t ^ ( t >>> 7 ), 61 | t ) ) ^ t;
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
	/* eslint-enable no-bitwise */
	const resample = ( list ) =>
		list.map( () => list[ Math.floor( random() * list.length ) ] );
	const ratios = Array.from(
		{ length: draws },
		() =>
			median( resample( values ) ) /
			( median( resample( baseline ) ) || 1 )
	);
	return [ quantile( ratios, 0.025 ), quantile( ratios, 0.975 ) ];
}
export const gzipBytes = ( data ) => gzipSync( data, { level: 9 } ).length;

// `args`: extra Chromium flags for one benchmark (the soak turns V8's optimising tiers off).
export function launch( args = [] ) {
	return chromium.launch( {
		...chromiumLaunchOptions,
		args: [ ...chromiumLaunchOptions.args, ...args ],
	} );
}

/**
 * A page with the CPU slowed like a mid-range phone, through the DevTools protocol.
 *
 * @param {import('playwright-core').Browser} browser  Browser.
 * @param {Object}                            options  newContext options.
 * @param {number}                            throttle CPU slowdown factor.
 */
export async function throttledPage( browser, options, throttle = 4 ) {
	const context = await browser.newContext( options );
	const page = await context.newPage();
	if ( options.javaScriptEnabled !== false ) {
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: throttle } );
	}
	return { context, page };
}

/**
 * A module page at 1440x900 in a fresh context, with a CDP session for its heap, opened as far as
 * the DOM (scale and heap-layers then wait for Stagecraft.ready themselves).
 *
 * @param {import('playwright-core').Browser} browser Chromium.
 * @param {string}                            url     The page.
 */
export async function modulePage( browser, url ) {
	const context = await browser.newContext( {
		viewport: { width: 1440, height: 900 },
	} );
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	await page.goto( url, { waitUntil: 'domcontentloaded' } );
	return { context, page, cdp };
}

/**
 * One figure of a benchmark, compared with its budget when there is one.
 *
 * @param {string}        figure           What was measured.
 * @param {number|string} value            The figure.
 * @param {Object}        options          Extras.
 * @param {?number}       options.baseline The same figure for the baseline, when there is one.
 * @param {string}        options.unit     Unit.
 * @param {?string}       options.budget   The budget's text.
 * @param {?boolean}      options.pass     Whether the figure is within budget.
 */
export function row(
	figure,
	value,
	{ baseline = null, unit = '', budget = null, pass = null } = {}
) {
	return {
		figure,
		value,
		unit,
		baseline,
		ratio: baseline === null ? null : ratio( value, baseline ),
		budget,
		pass,
	};
}

const budgets = JSON.parse(
	( await import( 'node:fs' ) ).readFileSync(
		new URL( './budgets.json', import.meta.url ),
		'utf8'
	)
);

/**
 * A figure checked against its budget in bench/budgets.json.
 *
 * @param {string} key     Budget name.
 * @param {string} figure  What was measured.
 * @param {number} value   The figure.
 * @param {Object} options row() options (unit, baseline).
 */
export function budgeted( key, figure, value, options = {} ) {
	const budget = budgets[ key ];
	const pass =
		value === null || value === undefined
			? null
			: ( budget.max === undefined || value <= budget.max ) &&
				( budget.min === undefined || value >= budget.min );
	return row( figure, value, { ...options, budget: budget.text, pass } );
}

/**
 * Runs of several pages taken in turn (each round starting one page later, so no page always
 * follows the same one), after one discarded run of each. Five runs of one page and then five of
 * the next compared two moments of a shared machine whose load changes by the second, and the
 * first run after the server started paid its cold caches for one page only.
 *
 * @param {Object}   pages Name to the arguments of `run` for that page.
 * @param {Function} run   One run of a page; returns its figures.
 * @param {number}   runs  Runs of each page counted.
 * @return {Promise<Object>} Name to the list of its runs' figures.
 */
export async function inTurn( pages, run, runs ) {
	const order = Object.entries( pages );
	for ( const [ , args ] of order ) {
		await run( ...args );
	}
	const figures = Object.fromEntries(
		order.map( ( [ name ] ) => [ name, [] ] )
	);
	for ( let i = 0; i < runs; i++ ) {
		for ( let j = 0; j < order.length; j++ ) {
			const [ name, args ] = order[ ( i + j ) % order.length ];
			figures[ name ].push( await run( ...args ) );
		}
	}
	return figures;
}
