// Lab metrics in Chromium with the CPU throttled 4x: LCP of a page holding only the hero module
// against a page holding only its first slide's image, and LCP, CLS and long tasks at mount on
// /modules/ against that image page, and /modules/ with JavaScript off.
import {
	budgeted,
	inTurn,
	launch,
	median,
	ratioInterval,
	round,
	row,
	spread,
	throttledPage,
} from './lib.mjs';

const VIEWPORTS = [
	{ width: 1440, height: 900 },
	{ width: 390, height: 844 },
];
// Issue 14: each timing figure is the median of at least 5 runs, printed with its spread. Nine
// here: one load's LCP ratio to its pair's spread from 0.5 to 2 on the shared two-core machine,
// and the median of 5 moved the 1440 px ratio from 0.85 to 1.45 between two runs of one build.
const RUNS = 9;
// The budgeted ratio's two pages (hero alone, image alone) get more: its 95% interval over 9 runs
// of each was about ±0.2 (1.06 could be 0.85 or 1.25), too wide to judge a 1.05 budget.
const RATIO_RUNS = 21;

// Collects LCP, CLS and long tasks from the first byte on.
function observe() {
	window.__lab = { lcp: 0, cls: 0, longest: 0, lcpEntries: [], frames: [] };
	const watch = ( type, fn ) => {
		try {
			new PerformanceObserver( ( list ) =>
				list.getEntries().forEach( fn )
			).observe( { type, buffered: true } );
		} catch {}
	};
	watch( 'largest-contentful-paint', ( e ) => {
		window.__lab.lcp = e.startTime;
		window.__lab.lcpEntries.push( { url: e.url, element: e.element } );
	} );
	// Which script the longest frames ran (Long Animation Frames), for the figure's reader.
	watch( 'long-animation-frame', ( e ) => {
		const top = [ ...e.scripts ].sort(
			( a, b ) => b.duration - a.duration
		)[ 0 ];
		window.__lab.frames.push( {
			duration: e.duration,
			script: top
				? `${ ( top.sourceURL || '(page)' )
						.split( '?' )[ 0 ]
						.split( '/' )
						.slice( -2 )
						.join( '/' ) } ${ top.invokerType }`
				: '(no script: style, layout, paint)',
		} );
	} );
	watch(
		'layout-shift',
		( e ) => ( window.__lab.cls += e.hadRecentInput ? 0 : e.value )
	);
	watch(
		'longtask',
		( e ) =>
			( window.__lab.longest = Math.max(
				window.__lab.longest,
				e.duration
			) )
	);
}

// One load of a page: its LCP, CLS and longest task (scripts on), or its first paint (off).
async function loadOnce(
	browser,
	url,
	viewport,
	{ js = true, module = null } = {}
) {
	const { context, page } = await throttledPage( browser, {
		viewport,
		javaScriptEnabled: js,
	} );
	try {
		if ( js ) {
			await page.addInitScript( observe );
		}
		await page.goto( url, { waitUntil: 'load' } );
		if ( js && module ) {
			await page.evaluate(
				( alias ) => window.Stagecraft.ready( alias ),
				module
			);
		}
		await page.waitForTimeout( 1000 );
		if ( ! js ) {
			// Without scripts, read the paint timing through a fresh page load's metrics.
			const metrics = await page
				.evaluate( () => ( {
					lcp:
						performance
							.getEntriesByType( 'paint' )
							.find(
								( e ) => e.name === 'first-contentful-paint'
							)?.startTime ?? 0,
				} ) )
				.catch( () => ( { lcp: 0 } ) );
			return { lcp: metrics.lcp, cls: 0, longest: 0, afterResponse: 0 };
		}
		return await page.evaluate( () => {
			const { lcpEntries, frames, ...figures } = window.__lab;
			const last = lcpEntries[ lcpEntries.length - 1 ];
			const longest = [ ...frames ].sort(
				( a, b ) => b.duration - a.duration
			)[ 0 ];
			const navigation =
				performance.getEntriesByType( 'navigation' )[ 0 ];
			return {
				...figures,
				// LCP from the HTML's first byte: the page's own path to its LCP, without the
				// server's and the browser's navigation time, which a busy machine stretches most.
				afterResponse: figures.lcp - ( navigation?.responseStart ?? 0 ),
				// The LCP element at the end: the server's image still in place, and how
				// many LCP entries named that image (1: it was never painted again).
				lcpImage: last
					? `${ last.element?.className || last.element?.tagName || '?' }${
							last.element?.isConnected ? '' : ' (removed)'
						}`
					: 'none',
				lcpRepeats: lcpEntries.filter(
					( e ) => e.url && e.url === last?.url
				).length,
				longestScript: longest?.script ?? 'none',
			};
		} );
	} finally {
		await context.close();
	}
}

// The figures of one page over its runs.
function summarise( runs ) {
	const of = ( key ) => runs.map( ( r ) => r[ key ] );
	return {
		lcp: round( median( of( 'lcp' ) ), 1 ),
		// CLS: the worst run; any shift in any run is a shift.
		cls: round( Math.max( ...of( 'cls' ) ), 4 ),
		longest: round( median( of( 'longest' ) ), 1 ),
		// Every run's figures, for the spread.
		runs: {
			lcp: of( 'lcp' ),
			longest: of( 'longest' ),
			afterResponse: of( 'afterResponse' ),
		},
		lcpImage: [ ...new Set( of( 'lcpImage' ) ) ].join( ' | ' ),
		lcpRepeats: Math.max( ...of( 'lcpRepeats' ).map( Number ) ),
		longestScripts: [ ...new Set( of( 'longestScript' ) ) ].join( ' | ' ),
	};
}

// The pages' figures, summarised, from runs taken in turn (lib.mjs); the ratio's pair then runs
// on, in turn, to RATIO_RUNS each.
async function inTurnSummarised( pages, load ) {
	const runs = await inTurn( pages, load, RUNS );
	const more = await inTurn(
		{ hero: pages.hero, baseline: pages.baseline },
		load,
		RATIO_RUNS - RUNS
	);
	runs.hero.push( ...more.hero );
	runs.baseline.push( ...more.baseline );
	return Object.fromEntries(
		Object.entries( runs ).map( ( [ name, list ] ) => [
			name,
			summarise( list ),
		] )
	);
}

export default async function lab( { base } ) {
	const browser = await launch();
	const rows = [];
	const data = {};
	for ( const viewport of VIEWPORTS ) {
		const size = `${ viewport.width }x${ viewport.height }`;
		const { hero, modules, baseline, noJs } = await inTurnSummarised(
			{
				hero: [ `${ base }/bench-hero/`, { module: 'hero-demo' } ],
				modules: [ `${ base }/modules/`, { module: 'hero-demo' } ],
				baseline: [ `${ base }/bench-image-baseline/`, {} ],
				noJs: [ `${ base }/modules/`, { js: false } ],
			},
			( url, options ) => loadOnce( browser, url, viewport, options )
		);
		data[ size ] = { hero, modules, baseline, noJs };
		rows.push(
			row(
				`${ size } LCP ms, median (min–max) of ${ RATIO_RUNS } / ${ RUNS } / ${ RATIO_RUNS }: hero module alone, /modules/, image alone`,
				[ hero, modules, baseline ]
					.map( ( page ) => spread( page.runs.lcp ) )
					.join( ' vs ' )
			)
		);
		rows.push(
			row(
				`${ size } LCP ms after the HTML's first byte, median (min–max): hero module alone, /modules/, image alone`,
				[ hero, modules, baseline ]
					.map( ( page ) => spread( page.runs.afterResponse ) )
					.join( ' vs ' )
			)
		);
		rows.push(
			row(
				`${ size } LCP ratio of each run's pair (taken in turn), hero module alone to image alone, for the noise`,
				hero.runs.lcp
					.map( ( lcp, i ) =>
						round( lcp / ( baseline.runs.lcp[ i ] || 1 ) )
					)
					.join( ' ' )
			)
		);
		// Like for like: the module where the baseline has its first slide's image, and nothing
		// else on either page. /modules/ adds two more modules and text, so the browser lays out
		// and parses more before any paint; its ratio is tracked beside the budget.
		const [ low, high ] = ratioInterval( hero.runs.lcp, baseline.runs.lcp );
		rows.push(
			row(
				`${ size } LCP ratio, hero module alone to image alone: 95% interval (bootstrap of the ${ RATIO_RUNS } runs of each)`,
				`${ round( low ) }–${ round( high ) }`
			),
			budgeted(
				'lcpRatio',
				`${ size } LCP ratio, hero module alone to its image alone`,
				hero.lcp / baseline.lcp
			),
			row(
				`${ size } LCP ratio, /modules/ (three modules and text) to the image alone`,
				round( modules.lcp / baseline.lcp, 3 )
			)
		);
		rows.push(
			row(
				`${ size } first paint /modules/, JavaScript off (ms)`,
				noJs.lcp,
				{
					unit: 'ms',
				}
			)
		);
		rows.push( budgeted( 'cls', `${ size } CLS /modules/`, modules.cls ) );
		rows.push(
			row(
				`${ size } LCP element at the end on /modules/ (entries naming its image, most of 5 runs)`,
				`${ modules.lcpImage } (${ modules.lcpRepeats })`
			)
		);
		rows.push(
			row(
				`${ size } longest task ms, median (min–max): /modules/ vs image-only`,
				`${ spread( modules.runs.longest ) } vs ${ spread( baseline.runs.longest ) }`
			),
			row(
				`${ size } longest frames' scripts, /modules/ (LoAF) vs image-only`,
				`${ modules.longestScripts } vs ${ baseline.longestScripts }`
			),
			budgeted(
				'longTaskExcessMs',
				`${ size } longest task at mount beyond the image-only page's (ms)`,
				round( modules.longest - baseline.longest, 1 )
			)
		);
	}
	await browser.close();
	return { rows, data };
}
