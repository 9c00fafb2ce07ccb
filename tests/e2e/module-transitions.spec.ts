import { test, expect, type Page } from '@playwright/test';
import { recordEvents, changesDone, afterChanges } from './runtime-helpers';
import { installRunningClock, pauseClock, runUntil } from './support/clock';
import { TRANSITIONS } from '../../src/motion/transitions/registry';
import type { Family } from '../../src/motion/transitions/registry';

// The gallery (/modules/transitions/): one slide per named transition, in registry order.
const ALIAS = 'transitions-demo';
const GALLERY = `#stagecraft-module-${ ALIAS }`;
const HEAVY_CHUNK = /module\/transitions-(slices|3d)[.-]/;

async function openGallery( page: Page ) {
	await installRunningClock( page );
	await recordEvents( page );
	await page.goto( '/modules/transitions/' );
	await page.locator( GALLERY ).scrollIntoViewIfNeeded();
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	// Autoplay would change slides under the test: the user's pause holds it.
	await page.evaluate(
		( alias ) => window.Stagecraft.get( alias )?.pause(),
		ALIAS
	);
	await pauseClock( page );
}

// What moves: the computed transform, opacity and clip of both slides and of any slices, and
// what a shader's canvas shows.
const sample = ( page: Page, incoming: number, outgoing: number ) =>
	page.evaluate(
		( [ root, a, b ] ) => {
			const read = ( el: Element | null ) => {
				if ( ! el ) {
					return null;
				}
				const style = getComputedStyle( el );
				return [ style.transform, style.opacity, style.clipPath ].join(
					'|'
				);
			};
			const slide = ( index: number ) =>
				document.querySelector(
					`${ root } [data-slide-index="${ index }"]`
				);
			const slices = [
				...( slide( a )?.querySelectorAll(
					'.stagecraft-transition__slices > div, .stagecraft-transition__slices > div > div'
				) ?? [] ),
			].map( read );
			return {
				incoming: read( slide( a ) ),
				outgoing: read( slide( b ) ),
				slices: slices.join( ';' ),
				state: [
					( slide( a ) as HTMLElement | null )?.dataset.bgState,
					( slide( b ) as HTMLElement | null )?.dataset.bgState,
				],
				name: ( slide( a ) as HTMLElement | null )?.dataset.transition,
				// Shader transitions draw on a canvas over the stage.
				webgl:
					document
						.querySelector< HTMLCanvasElement >(
							`${ root } .stagecraft-transition__webgl`
						)
						?.toDataURL( 'image/jpeg', 0.2 ) ?? '',
			};
		},
		[ GALLERY, incoming, outgoing ] as const
	);

// Starts the change to `index` and runs the clock until the new slide is animating.
async function changeTo( page: Page, index: number ) {
	await page.evaluate(
		( [ alias, i ] ) => window.Stagecraft.get( alias )?.goTo( i ),
		[ ALIAS, index ] as const
	);
	await runUntil(
		page,
		( [ root, i ] ) =>
			document.querySelector< HTMLElement >(
				`${ root } [data-slide-index="${ i }"]`
			)?.dataset.bgState === 'animating',
		[ GALLERY, index ] as const,
		{ step: 16 }
	);
}

const SLICED: readonly Family[] = [ 'slots', 'boxes' ];
const FAMILIES = [ ...new Set( TRANSITIONS.map( ( def ) => def.family ) ) ];

test( 'every family moves its slides mid-transition, then settles', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await openGallery( page );
	let from = 0;
	let changes = 0;
	for ( const family of FAMILIES as Family[] ) {
		// The family's first transition, not on the slide shown now.
		const index = TRANSITIONS.findIndex(
			( def, i ) => def.family === family && i !== from
		);
		const name = TRANSITIONS[ index ].name;
		await changeTo( page, index );
		await page.clock.runFor( 250 );
		const early = await sample( page, index, from );
		await page.clock.runFor( 300 );
		const later = await sample( page, index, from );
		expect( early.state, name ).toEqual( [ 'animating', 'animating' ] );
		expect( early.name ).toBe( name );
		// Moving: what the slides (or their slices) look like changes between the samples.
		expect( JSON.stringify( later ), name ).not.toBe(
			JSON.stringify( early )
		);
		// Slots and boxes draw the new background in slices; no other family does.
		expect( early.slices !== '', name ).toBe( SLICED.includes( family ) );
		changes++;
		await changesDone( page, changes, ALIAS );
		// The slide that left is marked out; unless it neighbours the new one, the slide
		// window then lets it go (only the current slide and its neighbours stay drawn).
		const count = TRANSITIONS.length;
		const neighbour = [
			( index + 1 ) % count,
			( index + count - 1 ) % count,
		].includes( from );
		await expect
			.poll( async () => ( await sample( page, index, from ) ).state, {
				message: name,
			} )
			.toEqual( [ 'in', neighbour ? 'out' : undefined ] );
		const settled = await sample( page, index, from );
		expect( settled.slices, name ).toBe( '' );
		expect( settled.incoming, name ).toBe( 'none|1|none' );
		await expect(
			page.locator( `${ GALLERY } [data-slide-index="${ index }"] h2` )
		).toHaveText( name );
		from = index;
	}
	expect( await afterChanges( page, ALIAS ) ).toBe( FAMILIES.length );
} );

test( 'with reduced motion a 3D transition is a short fade', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await openGallery( page );
	const index = TRANSITIONS.findIndex( ( def ) => def.name === 'cubeleft' );
	await changeTo( page, index );
	await page.clock.runFor( 60 );
	const mid = await sample( page, index, 0 );
	expect( mid.name ).toBe( 'fade' );
	const [ transform, opacity ] = ( mid.incoming ?? '' ).split( '|' );
	expect( transform ).toBe( 'none' );
	expect( Number( opacity ) ).toBeGreaterThan( 0 );
	expect( Number( opacity ) ).toBeLessThan( 1 );
	expect( mid.outgoing?.split( '|' )[ 0 ] ).toBe( 'none' );
	await changesDone( page, 1, ALIAS );
	await context.close();
} );

test( 'slots, boxes and 3D load only where a module uses them', async ( {
	page,
} ) => {
	const requested: string[] = [];
	page.on( 'request', ( request ) => requested.push( request.url() ) );
	// The slider demo's slides all fade: a change happens, no heavy chunk comes.
	await installRunningClock( page );
	await recordEvents( page );
	await page.goto( '/modules/slider/' );
	await page.evaluate( () => window.Stagecraft.ready( 'slider-demo' ) );
	await pauseClock( page );
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.goTo( 1 )
	);
	await changesDone( page, 1 );
	expect(
		requested.some( ( url ) => /module\/motion[.-]/.test( url ) )
	).toBe( true );
	expect( requested.filter( ( url ) => HEAVY_CHUNK.test( url ) ) ).toEqual(
		[]
	);

	// The gallery names them: both chunks come (the watcher can see them).
	requested.length = 0;
	// Mounting needs timers: the clock runs again for this page.
	await page.clock.resume();
	await page.goto( '/modules/transitions/' );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	await expect
		.poll( () =>
			[
				...new Set(
					requested
						.filter( ( url ) => HEAVY_CHUNK.test( url ) )
						.map( ( url ) => HEAVY_CHUNK.exec( url )?.[ 1 ] )
				),
			].sort()
		)
		.toEqual( [ '3d', 'slices' ] );
} );
