// Lab metrics in Chromium with the CPU throttled 4x: LCP, CLS and long tasks at mount on
// /modules/, against a page holding only the first slide's image, and with JavaScript off.
import {
	budgeted,
	launch,
	median,
	round,
	row,
	spread,
	throttledPage,
} from './lib.mjs';

const VIEWPORTS = [
	{ width: 1440, height: 900 },
	{ width: 390, height: 844 },
];
// Issue 14: each timing figure is the median of 5 runs, printed with its spread.
const RUNS = 5;

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

async function measure(
	browser,
	url,
	viewport,
	{ js = true, module = null } = {}
) {
	const runs = [];
	for ( let i = 0; i < RUNS; i++ ) {
		const { context, page } = await throttledPage( browser, {
			viewport,
			javaScriptEnabled: js,
		} );
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
		if ( js ) {
			runs.push(
				await page.evaluate( () => {
					const { lcpEntries, frames, ...figures } = window.__lab;
					const last = lcpEntries[ lcpEntries.length - 1 ];
					const longest = [ ...frames ].sort(
						( a, b ) => b.duration - a.duration
					)[ 0 ];
					return {
						...figures,
						// The LCP element at the end: the server's image still in place, and how
						// many LCP entries named that image (1: it was never painted again).
						lcpImage: last
							? `${ last.element?.className || last.element?.tagName || '?' }${
									last.element?.isConnected
										? ''
										: ' (removed)'
								}`
							: 'none',
						lcpRepeats: lcpEntries.filter(
							( e ) => e.url && e.url === last?.url
						).length,
						longestScript: longest?.script ?? 'none',
					};
				} )
			);
		} else {
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
			runs.push( { lcp: metrics.lcp, cls: 0, longest: 0 } );
		}
		await context.close();
	}
	const of = ( key ) => runs.map( ( r ) => r[ key ] );
	return {
		lcp: round( median( of( 'lcp' ) ), 1 ),
		// CLS: the worst run; any shift in any run is a shift.
		cls: round( Math.max( ...of( 'cls' ) ), 4 ),
		longest: round( median( of( 'longest' ) ), 1 ),
		// Every run's figures, for the spread.
		runs: { lcp: of( 'lcp' ), longest: of( 'longest' ) },
		lcpImage: [ ...new Set( of( 'lcpImage' ) ) ].join( ' | ' ),
		lcpRepeats: Math.max( ...of( 'lcpRepeats' ).map( Number ) ),
		longestScripts: [ ...new Set( of( 'longestScript' ) ) ].join( ' | ' ),
	};
}

export default async function lab( { base } ) {
	const browser = await launch();
	const rows = [];
	const data = {};
	for ( const viewport of VIEWPORTS ) {
		const size = `${ viewport.width }x${ viewport.height }`;
		const modules = await measure(
			browser,
			`${ base }/modules/`,
			viewport,
			{ module: 'hero-demo' }
		);
		const baseline = await measure(
			browser,
			`${ base }/bench-image-baseline/`,
			viewport
		);
		const noJs = await measure( browser, `${ base }/modules/`, viewport, {
			js: false,
		} );
		data[ size ] = { modules, baseline, noJs };
		rows.push(
			row(
				`${ size } LCP ms, median (min–max) of ${ RUNS }: /modules/ vs image-only`,
				`${ spread( modules.runs.lcp ) } vs ${ spread( baseline.runs.lcp ) }`
			)
		);
		rows.push(
			budgeted(
				'lcpRatio',
				`${ size } LCP ratio to the image-only page`,
				modules.lcp / baseline.lcp
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
