// Scale: time to ready and JS heap after ready for generated modules with 10, 100 and 1000
// slides and 10, 100 and 500 layers per slide, as ratios to the smallest of each series.
import { budgeted, launch, median, round, row } from './lib.mjs';

const SERIES = {
	slides: [ 10, 100, 1000 ],
	layers: [ 10, 100, 500 ],
};
// Issue 14: timing figures are medians of 5 runs.
const RUNS = 5;

async function measure( browser, base, alias ) {
	const runs = [];
	for ( let i = 0; i < RUNS; i++ ) {
		const context = await browser.newContext( {
			viewport: { width: 1440, height: 900 },
		} );
		const page = await context.newPage();
		const cdp = await context.newCDPSession( page );
		await page.goto( `${ base }/${ alias }/`, {
			waitUntil: 'domcontentloaded',
		} );
		const ready = await page.evaluate( async ( a ) => {
			await window.Stagecraft.ready( a );
			return performance.now();
		}, alias );
		await cdp.send( 'HeapProfiler.collectGarbage' );
		const { usedSize } = await cdp.send( 'Runtime.getHeapUsage' );
		runs.push( { ready, heap: usedSize } );
		await context.close();
	}
	return {
		ready: round( median( runs.map( ( r ) => r.ready ) ), 1 ),
		heap: median( runs.map( ( r ) => r.heap ) ),
	};
}

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
