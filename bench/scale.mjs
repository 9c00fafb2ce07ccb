// Scale: time to ready and JS heap after ready for generated modules with 10, 100 and 1000
// slides and 10, 100 and 500 layers per slide, as ratios to the smallest of each series.
import {
	budgeted,
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
// Issue 14: timing figures are medians of 5 runs.
const RUNS = 5;

async function measure( browser, base, alias ) {
	const runs = [];
	for ( let i = 0; i < RUNS; i++ ) {
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
		runs.push( { ready, server, heap: usedSize } );
		await context.close();
	}
	return {
		ready: round( median( runs.map( ( r ) => r.ready ) ), 1 ),
		heap: median( runs.map( ( r ) => r.heap ) ),
		// Every run's figures, for the spread.
		runs,
	};
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
		data[ series ] = {};
		for ( const count of counts ) {
			data[ series ][ count ] = await measure(
				browser,
				base,
				`bench-${ series }-${ count }`
			);
		}
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
