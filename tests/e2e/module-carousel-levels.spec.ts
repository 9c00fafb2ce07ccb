// maxV and space per device level: a carousel with five slides in view on the desktops and
// one on phones shows five at 1440 px and one at 390 px, from the server's first paint on
// (JavaScript off and on, nothing shifting), and lays out the new level's window when the
// viewport crosses a breakpoint. align, stretch and justify: module-carousel-align.spec.ts.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { withoutScripts } from './support/chrome';
import {
	inView,
	levelsFixture,
	mountsWithoutShifts,
} from './support/carousel-levels';
import type { InView } from './support/carousel-levels';

const ALIAS = 'e2e-carousel-levels';
const MODULE = `#stagecraft-module-${ ALIAS }`;

test.beforeAll( () => levelsFixture( 'create' ) );

test.afterAll( () => levelsFixture( 'remove' ) );

// The levels carousel's slides in view, in the order of their offsets.
const seen = ( page: Page ) => inView( page, MODULE, 'u' );

const indices = ( slides: InView[] ) => slides.map( ( slide ) => slide.index );

for ( const [ width, expected ] of [
	// Seven slides, endless: the focused first slide in the middle.
	[ 1440, [ 5, 6, 0, 1, 2 ] ],
	[ 390, [ 0 ] ],
] as const ) {
	test( `at ${ width } px the level's ${ expected.length } slides are in view, without JavaScript and with it, and nothing shifts`, async ( {
		browser,
		page,
	} ) => {
		const still = await withoutScripts( browser, width, `/${ ALIAS }/` );
		const server = await seen( still.page );
		expect( indices( server ) ).toEqual( expected );
		// The server prints the widest level's five; those this level leaves out are hidden,
		// neither seen nor read.
		const printed = await still.page
			.locator( `${ MODULE } .stagecraft-module__slide` )
			.evaluateAll( ( slides ) =>
				slides.map( ( slide ) => ( {
					index: Number(
						( slide as HTMLElement ).dataset.slideIndex
					),
					hidden: getComputedStyle( slide ).visibility === 'hidden',
				} ) )
			);
		const shown: readonly number[] = expected;
		expect( printed ).toHaveLength( 5 );
		for ( const slide of printed ) {
			expect( slide.hidden ).toBe( ! shown.includes( slide.index ) );
		}
		// The focused slide sits in the middle of the stage.
		expect( server.find( ( s ) => s.index === 0 )?.centre ).toBeCloseTo(
			0,
			0
		);
		await still.close();

		await mountsWithoutShifts( page, width, ALIAS );
		const mounted = await seen( page );
		expect( indices( mounted ) ).toEqual( expected );
		expect( mounted.every( ( slide ) => ! slide.inert ) ).toBe( true );
		// Where the server put each slide, the runtime keeps it.
		for ( const slide of server ) {
			expect(
				mounted.find( ( m ) => m.index === slide.index )?.centre
			).toBeCloseTo( slide.centre, 0 );
		}
		// The slides beyond the window are out of reach.
		await expect(
			page.locator( `${ MODULE } .stagecraft-module__slide:not([inert])` )
		).toHaveCount( expected.length );
	} );
}

test( 'crossing a breakpoint lays out the new level’s window around the focused slide', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1440, height: 900 } );
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( a ) => window.Stagecraft.ready( a ), ALIAS );
	await page.evaluate(
		( a ) => window.Stagecraft.get( a )?.goTo( 2 ),
		ALIAS
	);
	await expect
		.poll( async () => indices( await seen( page ) ) )
		.toEqual( [ 0, 1, 2, 3, 4 ] );
	// The scroll has settled: the third slide is at the focus point.
	await expect
		.poll( async () => {
			const third = ( await seen( page ) ).find(
				( slide ) => slide.index === 2
			);
			return Math.abs( third?.u ?? 1 );
		} )
		.toBeLessThan( 0.001 );

	// A phone: only the focused slide, still focused and in the middle in every frame drawn.
	await page.evaluate( ( selector ) => {
		const samples: number[] = [];
		( window as unknown as { samples: number[] } ).samples = samples;
		const sample = () => {
			const stage = document
				.querySelector( selector )
				?.getBoundingClientRect();
			const slide = document
				.querySelector( `${ selector } [data-slide-index="2"]` )
				?.getBoundingClientRect();
			if ( stage && slide ) {
				samples.push(
					slide.x + slide.width / 2 - ( stage.x + stage.width / 2 )
				);
			}
			window.requestAnimationFrame( sample );
		};
		window.requestAnimationFrame( sample );
	}, `${ MODULE } .stagecraft-module__stage` );
	await page.setViewportSize( { width: 390, height: 900 } );
	await expect
		.poll( async () => indices( await seen( page ) ) )
		.toEqual( [ 2 ] );
	const [ phone ] = await seen( page );
	expect( phone.u ).toBeCloseTo( 0, 2 );
	expect( phone.centre ).toBeCloseTo( 0, 0 );
	const drawn = await page.evaluate(
		() => ( window as unknown as { samples: number[] } ).samples
	);
	expect( drawn.length ).toBeGreaterThan( 0 );
	expect( Math.max( ...drawn.map( Math.abs ) ) ).toBeLessThan( 1 );
	await expect(
		page.locator( `${ MODULE } .stagecraft-module__slide:not([inert])` )
	).toHaveCount( 1 );
	expect(
		await page.evaluate(
			( a ) => window.Stagecraft.get( a )?.current()?.index,
			ALIAS
		)
	).toBe( 2 );

	// Back on a desktop: five again, around the same slide.
	await page.setViewportSize( { width: 1440, height: 900 } );
	await expect
		.poll( async () => indices( await seen( page ) ) )
		.toEqual( [ 0, 1, 2, 3, 4 ] );
	await expect(
		page.locator( `${ MODULE } .stagecraft-module__slide:not([inert])` )
	).toHaveCount( 5 );
} );
