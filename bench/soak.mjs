// Soak: the JS heap of a page whose module keeps changing slides must level off. Measures the
// heap (after forced garbage collection) after 20 and after 300 slide changes of the demo
// slider, whose layers play in and out scenes; a leak per scene shows as a ratio above 1.
// Playwright's clock runs the scenes' time fast, so 300 changes take seconds, not minutes.
//
// The budgeted ratio is measured with V8's optimising tiers off. With them on, the heap also
// holds the machine code V8 compiles as functions warm up: about 380 kB more at 300 changes
// than at 20 (heap snapshots: InstructionStream and its tables, one per newly optimised
// function), bounded by the amount of script and level from about 600 changes on. That code is
// no leak, but it alone puts the ratio near 1.10; the JIT-on run is reported beside it.
import { budgeted, launch, round, row } from './lib.mjs';

const PAGE = '/modules/slider/';
const ALIAS = 'slider-demo';
const WARM = 20;
const SOAK = 300;
const LONG = 900;
// Longer than one change: out scene, the 1000 ms slide fade and the in scene.
const CHANGE_MS = 4000;
const JIT_OFF = [ '--js-flags=--no-opt --no-maglev --no-sparkplug' ];

// Heap in use after two forced collections (the second clears what the first freed up).
async function heapAfterGc( cdp ) {
	await cdp.send( 'HeapProfiler.collectGarbage' );
	await cdp.send( 'HeapProfiler.collectGarbage' );
	const { usedSize } = await cdp.send( 'Runtime.getHeapUsage' );
	const { metrics } = await cdp.send( 'Performance.getMetrics' );
	const metric = ( name ) =>
		metrics.find( ( m ) => m.name === name )?.value ?? 0;
	return {
		used: usedSize,
		nodes: metric( 'Nodes' ),
		listeners: metric( 'JSEventListeners' ),
	};
}

// Slide changes until `total` have ended, each one's time run at once by the clock.
async function changeUntil( page, total ) {
	for (;;) {
		const done = await page.evaluate( () => window.soakChanges );
		if ( done >= total ) {
			return done;
		}
		await page.evaluate(
			( alias ) => window.Stagecraft.get( alias ).next(),
			ALIAS
		);
		await page.clock.runFor( CHANGE_MS );
	}
}

// The heap at each of `points` slide changes, in one page of a browser launched with `args`.
async function heapsAt( base, points, args ) {
	const browser = await launch( args );
	try {
		const context = await browser.newContext( {
			viewport: { width: 1440, height: 900 },
		} );
		const page = await context.newPage();
		await page.clock.install();
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Performance.enable' );
		await page.goto( `${ base }${ PAGE }` );
		await page.evaluate( async ( alias ) => {
			const module = await window.Stagecraft.ready( alias );
			window.soakChanges = 0;
			module.on( 'afterChange', () => window.soakChanges++ );
		}, ALIAS );
		// The first slide's in scene.
		await page.clock.runFor( CHANGE_MS );
		const heaps = [];
		for ( const point of points ) {
			await changeUntil( page, point );
			heaps.push( await heapAfterGc( cdp ) );
		}
		return heaps;
	} finally {
		await browser.close();
	}
}

export default async function soak( { base } ) {
	const [ warm, soaked ] = await heapsAt( base, [ WARM, SOAK ], JIT_OFF );
	const jit = await heapsAt( base, [ WARM, SOAK, LONG ], [] );
	const heapRatio = round( soaked.used / warm.used, 3 );
	const jitRow = ( heap, changes ) =>
		row( `JS heap after ${ changes } changes, JIT on`, heap.used, {
			unit: 'B',
			baseline: jit[ 0 ].used,
		} );
	return {
		rows: [
			row( `JS heap after ${ WARM } slide changes`, warm.used, {
				unit: 'B',
			} ),
			row( `JS heap after ${ SOAK } slide changes`, soaked.used, {
				unit: 'B',
				baseline: warm.used,
			} ),
			budgeted(
				'soakHeapRatio',
				`heap ratio, ${ SOAK } to ${ WARM } changes (${ PAGE }, JIT tiers off)`,
				heapRatio
			),
			row(
				`DOM nodes / JS listeners after ${ WARM } and ${ SOAK }`,
				`${ warm.nodes } / ${ warm.listeners } → ${ soaked.nodes } / ${ soaked.listeners }`
			),
			jitRow( jit[ 0 ], WARM ),
			jitRow( jit[ 1 ], SOAK ),
			jitRow( jit[ 2 ], LONG ),
		],
		data: { page: PAGE, alias: ALIAS, warm, soaked, heapRatio, jit },
	};
}
