// align, stretch and justify per device level: an endless carousel aligned right on the
// desktops and left on phones, and the demo's flat carousel whose slides keep their own widths
// on the desktops and fill equal slots on phones; from the server's first paint on (JavaScript
// off and on, nothing shifting), and across a breakpoint, the focused slide kept.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { withoutScripts } from './support/chrome';
import {
	inView,
	levelsFixture,
	mountsWithoutShifts,
} from './support/carousel-levels';

test.beforeAll( () => levelsFixture( 'create' ) );

test.afterAll( () => levelsFixture( 'remove' ) );

// align and stretch per device level: an endless carousel of six, three in view, with the
// focused slide at the stage's end on the desktops and at its start on phones.
const ALIGN = 'e2e-carousel-align';
const ALIGNED = `#stagecraft-module-${ ALIGN }`;

// The slides a visitor sees of the aligned carousel, left to right.
const placed = ( page: Page ) => inView( page, ALIGNED, 'left' );

const stageNumber = ( page: Page, name: string ) =>
	page
		.locator( `${ ALIGNED } .stagecraft-module__stage` )
		.evaluate(
			( stage, property ) =>
				Number(
					getComputedStyle( stage ).getPropertyValue( property )
				),
			name
		);

/**
 * Goes to a slide of the aligned carousel (or stays, for `null`) and polls until the slides in
 * view are `order`, left to right, with the focused one on the level's edge: the last one's
 * right edge on the stage's at 1440 px (aligned right), the first one's left edge at 390 px.
 * @param page  The page, at `width`.
 * @param width The viewport's width, which picks the level.
 * @param slide The slide to go to, or `null` to keep the focused one.
 * @param order The indices in view, left to right.
 */
async function placesAt(
	page: Page,
	width: 1440 | 390,
	slide: number | null,
	order: number[]
) {
	if ( slide !== null ) {
		await page.evaluate(
			( [ a, index ] ) => window.Stagecraft.get( a )?.goTo( index ),
			[ ALIGN, slide ] as const
		);
	}
	await expect
		.poll( async () => {
			const slides = await placed( page );
			const edge =
				width === 1440
					? slides[ slides.length - 1 ]?.right
					: slides[ 0 ]?.left;
			return {
				indices: slides.map( ( s ) => s.index ),
				onEdge: Math.abs( edge ?? 99 ) < 1,
			};
		} )
		.toEqual( { indices: order, onEdge: true } );
}

// Where the focused slide sits: its right edge on the stage's at 1440 (aligned right, its
// two neighbours before it on the endless track), its left edge on the stage's at 390.
for ( const [ width, expected, edge, stretch ] of [
	[ 1440, [ 4, 5, 0 ], 'right', 1 ],
	[ 390, [ 0, 1, 2 ], 'left', 0 ],
] as const ) {
	test( `at ${ width } px the focused slide is aligned ${ edge }, without JavaScript and with it, and nothing shifts`, async ( {
		browser,
		page,
	} ) => {
		const still = await withoutScripts( browser, width, `/${ ALIGN }/` );
		const server = await placed( still.page );
		expect( server.map( ( slide ) => slide.index ) ).toEqual( expected );
		const focused = server.find( ( slide ) => slide.index === 0 );
		expect( focused?.[ edge ] ).toBeCloseTo( 0, 0 );
		expect( await stageNumber( still.page, '--stagecraft-stretch' ) ).toBe(
			stretch
		);
		await still.close();

		await mountsWithoutShifts( page, width, ALIGN );
		const mounted = await placed( page );
		expect( mounted.map( ( slide ) => slide.index ) ).toEqual( expected );
		for ( const slide of server ) {
			const same = mounted.find( ( m ) => m.index === slide.index );
			expect( same?.left ).toBeCloseTo( slide.left, 0 );
			expect( same?.width ).toBeCloseTo( slide.width, 0 );
		}
		await expect(
			page.locator(
				`${ ALIGNED } .stagecraft-module__slide:not([inert])`
			)
		).toHaveCount( 3 );
		expect( await stageNumber( page, '--stagecraft-stretch' ) ).toBe(
			stretch
		);
	} );
}

test( 'crossing a breakpoint moves the focused slide to the new level’s alignment, still focused', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1440, height: 900 } );
	await page.goto( `/${ ALIGN }/` );
	await page.evaluate( ( a ) => window.Stagecraft.ready( a ), ALIGN );
	// Aligned right: the third slide at the end, the two before it in view.
	await placesAt( page, 1440, 2, [ 0, 1, 2 ] );

	// A phone: aligned left, the same slide at the start and the two after it in view.
	await page.setViewportSize( { width: 390, height: 900 } );
	await placesAt( page, 390, null, [ 2, 3, 4 ] );
	expect(
		await page.evaluate(
			( a ) => window.Stagecraft.get( a )?.current()?.index,
			ALIGN
		)
	).toBe( 2 );
	await expect(
		page.locator( `${ ALIGNED } .stagecraft-module__slide:not([inert])` )
	).toHaveCount( 3 );

	// Endless, aligned left: the last slide at the start has the first two after it.
	await placesAt( page, 390, 5, [ 5, 0, 1 ] );
} );

// justify per device level on the demo's flat carousel: slides at their own widths on the
// desktops, in equal slots on phones, from the server's first paint on.
for ( const [ width, own ] of [
	[ 1440, true ],
	[ 390, false ],
] as const ) {
	test( `at ${ width } px the flat demo carousel’s slides ${ own ? 'keep their own widths' : 'fill equal slots' }, without JavaScript and with it`, async ( {
		browser,
		page,
	} ) => {
		const widths = ( p: Page ) =>
			p
				.locator(
					'#stagecraft-module-carousel-flat .stagecraft-module__slide'
				)
				.evaluateAll( ( slides ) =>
					slides
						.filter(
							( slide ) =>
								getComputedStyle( slide ).visibility ===
								'visible'
						)
						.map( ( slide ) => ( {
							index: Number(
								( slide as HTMLElement ).dataset.slideIndex
							),
							width: slide.getBoundingClientRect().width,
						} ) )
						.sort( ( a, b ) => a.index - b.index )
						.slice( 0, 2 )
						.map( ( slide ) => slide.width )
				);
		const still = await withoutScripts(
			browser,
			width,
			'/modules/carousel/'
		);
		const server = await widths( still.page );
		await still.close();
		// The first slide is landscape, the second square.
		expect( server ).toHaveLength( 2 );
		// Own widths differ by more than 10 px; equal slots by less than one.
		const apart = Math.abs( server[ 0 ] - server[ 1 ] );
		expect( apart > 10 ).toBe( own );
		expect( apart < 1 ).toBe( ! own );

		await page.setViewportSize( { width, height: 900 } );
		await page.goto( '/modules/carousel/' );
		await page
			.locator( '#stagecraft-module-carousel-flat' )
			.scrollIntoViewIfNeeded();
		await page.evaluate(
			( a ) => window.Stagecraft.ready( a ),
			'carousel-flat'
		);
		// The runtime keeps the server's widths.
		await expect
			.poll( async () => {
				const mounted = await widths( page );
				return Math.max(
					...server.map( ( w, i ) => Math.abs( w - mounted[ i ] ) )
				);
			} )
			.toBeLessThan( 1 );
	} );
}

test( 'crossing to the phone level, the flat carousel’s justified slides move into equal slots, the focused one still at the start', async ( {
	page,
} ) => {
	const FLAT = '#stagecraft-module-carousel-flat';
	// The slides a visitor sees (widths, left edges from the stage's), left to right.
	const boxes = () => inView( page, FLAT, 'left' );
	await page.setViewportSize( { width: 1440, height: 900 } );
	await page.goto( '/modules/carousel/' );
	await page.locator( FLAT ).scrollIntoViewIfNeeded();
	await page.evaluate(
		( a ) => window.Stagecraft.ready( a ),
		'carousel-flat'
	);
	await page.evaluate(
		( a ) => window.Stagecraft.get( a )?.goTo( 1 ),
		'carousel-flat'
	);
	// Own widths: the square second slide and the landscape third differ.
	await expect
		.poll( async () => {
			const [ first, second ] = await boxes();
			return {
				index: first?.index,
				atStart: Math.abs( first?.left ?? 99 ) < 1,
				apart:
					Math.abs( ( first?.width ?? 0 ) - ( second?.width ?? 0 ) ) >
					10,
			};
		} )
		.toEqual( { index: 1, atStart: true, apart: true } );

	await page.setViewportSize( { width: 390, height: 900 } );
	await expect
		.poll( async () => {
			const slides = await boxes();
			const widths = slides.map( ( slide ) => slide.width );
			return {
				indices: slides.map( ( slide ) => slide.index ),
				atStart: Math.abs( slides[ 0 ]?.left ?? 99 ) < 1,
				equal: Math.max( ...widths ) - Math.min( ...widths ) < 1,
			};
		} )
		.toEqual( { indices: [ 1, 2, 3 ], atStart: true, equal: true } );
	expect(
		await page.evaluate(
			( a ) => window.Stagecraft.get( a )?.current()?.index,
			'carousel-flat'
		)
	).toBe( 1 );
} );
