// Soak: the JS heap of a page whose module keeps changing slides must level off. Measures the
// heap (after forced garbage collection) after 20 and after 300 slide changes of the demo
// slider, whose layers play in and out scenes; a leak per scene shows as a ratio above 1.
// Playwright's clock runs the scenes' time fast, so 300 changes take seconds, not minutes.
import { budgeted, launch, round, row } from './lib.mjs';

const PAGE = '/modules/slider/';
const ALIAS = 'slider-demo';
const WARM = 20;
const SOAK = 300;
// Longer than one change: out scene, the 1000 ms slide fade and the in scene.
const CHANGE_MS = 4000;

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

export default async function soak( { base } ) {
	const browser = await launch();
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
	await changeUntil( page, WARM );
	const warm = await heapAfterGc( cdp );
	await changeUntil( page, SOAK );
	const soaked = await heapAfterGc( cdp );
	await browser.close();
	const heapRatio = round( soaked.used / warm.used, 3 );
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
				`heap ratio, ${ SOAK } to ${ WARM } changes (${ PAGE })`,
				heapRatio
			),
			row(
				`DOM nodes / JS listeners after ${ WARM } and ${ SOAK }`,
				`${ warm.nodes } / ${ warm.listeners } → ${ soaked.nodes } / ${ soaked.listeners }`
			),
		],
		data: { page: PAGE, alias: ALIAS, warm, soaked, heapRatio },
	};
}
