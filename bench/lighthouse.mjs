// Lighthouse (the npm package, driving Debian's Chromium), mobile profile with its simulated
// throttling: the performance score, TBT and LCP of the slider page, the contact page and the
// home page. Each figure is the median of RUNS runs, with the spread printed beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumLaunchOptions } from '../bin/chromium.mjs';
import { budgeted, median, row, spread } from './lib.mjs';

const PAGES = [ '/modules/slider/', '/contact/', '/' ];
const RUNS = 3;

async function audit( url ) {
	const userDataDir = mkdtempSync( join( tmpdir(), 'stagecraft-lh-' ) );
	const chrome = await chromeLauncher.launch( {
		chromePath: chromiumLaunchOptions.executablePath,
		chromeFlags: [ '--headless=new', ...chromiumLaunchOptions.args ],
		userDataDir,
	} );
	try {
		const { lhr } = await lighthouse( url, {
			port: chrome.port,
			onlyCategories: [ 'performance' ],
			logLevel: 'error',
			output: 'json',
		} );
		const value = ( id ) => lhr.audits[ id ]?.numericValue ?? 0;
		return {
			score: Math.round(
				( lhr.categories.performance.score ?? 0 ) * 100
			),
			tbt: value( 'total-blocking-time' ),
			lcp: value( 'largest-contentful-paint' ),
			cls: value( 'cumulative-layout-shift' ),
		};
	} finally {
		await chrome.kill();
		rmSync( userDataDir, { recursive: true, force: true } );
	}
}

export default async function lighthouseBench( { base } ) {
	const rows = [];
	const data = {};
	for ( const path of PAGES ) {
		const runs = [];
		for ( let i = 0; i < RUNS; i++ ) {
			runs.push( await audit( `${ base }${ path }` ) );
		}
		data[ path ] = runs;
		const of = ( key ) => runs.map( ( r ) => r[ key ] );
		rows.push(
			budgeted(
				'lighthouseScore',
				`${ path } Lighthouse performance score, mobile (median of ${ RUNS })`,
				median( of( 'score' ) )
			),
			row(
				`${ path } score / TBT ms / LCP ms, median (min–max)`,
				`${ spread( of( 'score' ) ) } / ${ spread( of( 'tbt' ) ) } / ${ spread( of( 'lcp' ) ) }`
			)
		);
	}
	return { rows, data };
}
