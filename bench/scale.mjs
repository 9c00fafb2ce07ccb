// Scale: time to ready and JS heap after ready for generated modules with 10, 100 and 1000
// slides and 10, 100 and 500 layers per slide, as ratios to the smallest of each series.
import {
	budgeted,
	inTurn,
	launch,
	median,
	modulePage,
	round,
	row,
	spread,
} from './lib.mjs';

const SERIES = {
	slides: [ 10, 100, 1000 ],
	layers: [ 10, 100, 500 ],
};
// Issue 14: timing figures are medians of at least 5 runs; 9 here, as for the lab's (the 10-slide
// page's time to ready alone spread from 326 to 454 ms over 5 runs).
const RUNS = 9;

// One visit: time to ready, the server's share of it, and the heap after ready.
async function visit( browser, base, alias ) {
	const { context, page, cdp } = await modulePage(
		browser,
		`${ base }/${ alias }/`
	);
	const { ready, server } = await page.evaluate( async ( a ) => {
		await window.Stagecraft.ready( a );
		const [ navigation ] = performance.getEntriesByType( 'navigation' );
		return {
			ready: performance.now(),
			// Until the page's first byte: the server's share of the time to ready.
			server: navigation?.responseStart ?? 0,
		};
	}, alias );
	await cdp.send( 'HeapProfiler.collectGarbage' );
	const { usedSize } = await cdp.send( 'Runtime.getHeapUsage' );
	await context.close();
	return { ready, server, heap: usedSize };
}

// A series' pages visited in turn (lib.mjs), 9 times each after a warm-up visit: a ratio then
// compares runs made under the same load of the shared machine.
async function measureSeries( browser, base, aliases ) {
	const runs = await inTurn(
		Object.fromEntries( aliases.map( ( alias ) => [ alias, [ alias ] ] ) ),
		( alias ) => visit( browser, base, alias ),
		RUNS
	);
	return Object.fromEntries(
		aliases.map( ( alias ) => [
			alias,
			{
				ready: round(
					median( runs[ alias ].map( ( r ) => r.ready ) ),
					1
				),
				heap: median( runs[ alias ].map( ( r ) => r.heap ) ),
				// Every run's figures, for the spread.
				runs: runs[ alias ],
			},
		] )
	);
}

// Heap figures in MB, for the spreads.
const mb = ( m ) => ( {
	runs: m.runs.map( ( r ) => ( { heap: r.heap / 1e6 } ) ),
} );

export default async function scale( { base } ) {
	const browser = await launch();
	const rows = [];
	const data = {};
	for ( const [ series, counts ] of Object.entries( SERIES ) ) {
		const alias = ( count ) => `bench-${ series }-${ count }`;
		const measured = await measureSeries(
			browser,
			base,
			counts.map( alias )
		);
		data[ series ] = Object.fromEntries(
			counts.map( ( count ) => [ count, measured[ alias( count ) ] ] )
		);
		const smallest = data[ series ][ counts[ 0 ] ];
		for ( const count of counts.slice( 1 ) ) {
			const m = data[ series ][ count ];
			const last = count === counts[ counts.length - 1 ];
			const budget =
				series === 'slides' ? 'scaleRatio1000' : 'scaleRatio500Layers';
			const readyRow = [
				`${ count } ${ series }: time to ready (ms)`,
				m.ready,
				{ baseline: smallest.ready, unit: 'ms' },
			];
			const heapRow = [
				`${ count } ${ series }: JS heap after ready (bytes)`,
				m.heap,
				{ baseline: smallest.heap, unit: 'B' },
			];
			rows.push(
				last
					? budgeted(
							budget,
							readyRow[ 0 ] + ' ratio',
							m.ready / smallest.ready,
							{ baseline: 1 }
						)
					: row( ...readyRow )
			);
			if ( last ) {
				const of = ( m2, key, digits = 0 ) =>
					spread(
						m2.runs.map( ( r ) => r[ key ] ),
						digits
					);
				rows.push(
					row(
						`${ count } vs ${ counts[ 0 ] } ${ series }: ready ms, median (min–max) of ${ RUNS } (first byte)`,
						`${ of( m, 'ready' ) } (${ of( m, 'server' ) }) vs ${ of(
							smallest,
							'ready'
						) } (${ of( smallest, 'server' ) })`
					),
					row(
						`${ count } vs ${ counts[ 0 ] } ${ series }: heap MB, median (min–max) of ${ RUNS }`,
						`${ of( mb( m ), 'heap', 2 ) } vs ${ of(
							mb( smallest ),
							'heap',
							2
						) }`
					)
				);
			}
			rows.push(
				last
					? budgeted(
							budget,
							heapRow[ 0 ] + ' ratio',
							m.heap / smallest.heap,
							{ baseline: 1 }
						)
					: row( ...heapRow )
			);
		}
	}
	await browser.close();
	return { rows, data };
}
