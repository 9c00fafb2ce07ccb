import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { installRunningClock, pauseClock } from './support/clock';

// One module whose layers use loop, pan, skew/rotateX, a blur filter, a clip and a mask
// (issue 16), sampled mid-animation on Playwright's clock: each value is read between its
// start and end, so the test proves the layer moves, not only that it exists.
function fixture( command: 'create' | 'remove' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/motion-module.php "$@"',
			'motion-module',
			command,
		],
		{ stdio: 'inherit' }
	);
}

const ALIAS = 'e2e-motion-module';
const MODULE = `#stagecraft-module-${ ALIAS }`;

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

interface Sample {
	transform: string;
	opacity: string;
	filter: string;
	clipPath: string;
}

// Computed styles of a layer (by alias text) or of the slide background.
function sample( page: Page, selector: string ): Promise< Sample > {
	return page.locator( selector ).evaluate( ( el ) => {
		const style = getComputedStyle( el );
		return {
			transform: style.transform,
			opacity: style.opacity,
			filter: style.filter,
			clipPath: style.clipPath,
		};
	} );
}

const layer = ( id: number ) =>
	`${ MODULE } .is-active [data-layer-id="${ id }"]`;
const BACKGROUND = `${ MODULE } .is-active .stagecraft-module__bg`;

// The matrix of a computed transform: [a, b, c, d, e, f] (2D) or the 16 of matrix3d.
function matrix( transform: string ): number[] {
	const found = /matrix(?:3d)?\(([^)]*)\)/.exec( transform );
	return found ? found[ 1 ].split( ',' ).map( Number ) : [];
}

const translateY = ( transform: string ) => {
	const values = matrix( transform );
	if ( values.length === 16 ) {
		return values[ 13 ];
	}
	return values.length === 6 ? values[ 5 ] : 0;
};

const scaleOf = ( transform: string ) => matrix( transform )[ 0 ] ?? 1;

// The first number of a CSS function in a value: blur(6px) → 6, inset(0% 40% ...) → [0, 40...].
const numbers = ( value: string ) =>
	( value.match( /-?\d+(\.\d+)?/g ) ?? [] ).map( Number );

async function open( page: Page ) {
	await installRunningClock( page );
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	await pauseClock( page );
}

test( 'skew and rotateX, blur, clip and mask are mid-way through the in-scene, then rest', async ( {
	page,
} ) => {
	await open( page );
	// The in-scenes last 2 s from the first draw; the clock stopped shortly after it.
	await page.clock.runFor( 500 );
	const skewed = await sample( page, layer( 3 ) );
	const blurred = await sample( page, layer( 4 ) );
	const clipped = await sample( page, layer( 5 ) );
	const masked = await sample( page, layer( 6 ) );

	// A 3D matrix (rotateX with the 600px perspective) that is not the identity.
	expect( skewed.transform ).toMatch( /^matrix3d\(/ );
	expect( Number( skewed.opacity ) ).toBeGreaterThan( 0 );
	expect( Number( skewed.opacity ) ).toBeLessThan( 1 );
	const [ blur ] = numbers( blurred.filter );
	expect( blurred.filter ).toMatch( /^blur\(/ );
	expect( blur ).toBeGreaterThan( 0 );
	expect( blur ).toBeLessThan( 12 );
	// Clip opens from the centre; the mask from the left (its right edge closes).
	const clipEdges = numbers( clipped.clipPath );
	expect( clipped.clipPath ).toMatch( /^inset\(/ );
	expect( clipEdges[ 0 ] ).toBeGreaterThan( 0 );
	expect( clipEdges[ 0 ] ).toBeLessThan( 50 );
	const maskEdges = numbers( masked.clipPath );
	expect( masked.clipPath ).toMatch( /^inset\(/ );
	// Its right inset, in % of the box: partly closed, neither open (0) nor shut (100).
	expect( maskEdges[ 1 ] ).toBeGreaterThan( 0 );
	expect( maskEdges[ 1 ] ).toBeLessThan( 100 );
	expect( maskEdges[ 3 ] ).toBe( 0 );

	// Later samples are further along.
	await page.clock.runFor( 600 );
	expect(
		numbers( ( await sample( page, layer( 4 ) ) ).filter )[ 0 ]
	).toBeLessThan( blur );
	expect(
		numbers( ( await sample( page, layer( 6 ) ) ).clipPath )[ 1 ]
	).toBeLessThan( maskEdges[ 1 ] );

	// Ended: nothing of the effects is left on the layers.
	await page.clock.runFor( 1500 );
	for ( const id of [ 3, 4, 5, 6 ] ) {
		const rest = await sample( page, layer( id ) );
		expect( rest ).toEqual( {
			transform: 'none',
			opacity: '1',
			filter: 'none',
			clipPath: 'none',
		} );
	}
	// The filter class of layer.mF.
	expect( ( await sample( page, layer( 7 ) ) ).filter ).toBe(
		'grayscale(1)'
	);
} );

test( 'a loop repeats back and forth after the in-scene', async ( {
	page,
} ) => {
	await open( page );
	// Sampled every 100 ms over 5 s: the yoyo loop of 500 ms reaches both ends many times, even
	// when a busy machine finishes mounting the module a little into the clock's time.
	const ys: number[] = [];
	for ( let step = 0; step < 50; step++ ) {
		await page.clock.runFor( 100 );
		ys.push( translateY( ( await sample( page, layer( 2 ) ) ).transform ) );
	}
	expect( Math.min( ...ys ) ).toBeLessThan( -20 );
	expect( Math.max( ...ys.slice( 5 ) ) ).toBeGreaterThan( -10 );
	// Direction changes: up, down, up... at least four turns in 5 s.
	const steps = ys.slice( 1 ).map( ( y, i ) => y - ys[ i ] );
	const turns = steps
		.slice( 1 )
		.filter( ( step, i ) => step * steps[ i ] < 0 ).length;
	expect( turns ).toBeGreaterThanOrEqual( 4 );
} );

test( 'a pan scales the slide background over the slide', async ( {
	page,
} ) => {
	await open( page );
	const early = scaleOf( ( await sample( page, BACKGROUND ) ).transform );
	await page.clock.runFor( 1500 );
	const middle = scaleOf( ( await sample( page, BACKGROUND ) ).transform );
	await page.clock.runFor( 3000 );
	const end = scaleOf( ( await sample( page, BACKGROUND ) ).transform );
	expect( early ).toBeLessThan( 1.2 );
	expect( middle ).toBeGreaterThan( early );
	expect( middle ).toBeLessThan( 1.25 );
	// The slide is 4 s long: the pan has reached its last frame.
	expect( end ).toBeCloseTo( 1.25, 2 );
} );

test( 'reduced motion shows everything still', async ( { page } ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await open( page );
	const first = await Promise.all(
		[
			layer( 2 ),
			layer( 3 ),
			layer( 4 ),
			layer( 5 ),
			layer( 6 ),
			BACKGROUND,
		].map( ( selector ) => sample( page, selector ) )
	);
	await page.clock.runFor( 1200 );
	const later = await Promise.all(
		[
			layer( 2 ),
			layer( 3 ),
			layer( 4 ),
			layer( 5 ),
			layer( 6 ),
			BACKGROUND,
		].map( ( selector ) => sample( page, selector ) )
	);
	expect( later ).toEqual( first );
	for ( const still of later ) {
		expect( still ).toEqual( {
			transform: 'none',
			opacity: '1',
			filter: 'none',
			clipPath: 'none',
		} );
	}
} );
