// maxV and space per device level: a carousel with five slides in view on the desktops and
// one on phones shows five at 1440 px and one at 390 px, from the server's first paint on
// (JavaScript off and on, nothing shifting), and lays out the new level's window when the
// viewport crosses a breakpoint. Below, the same for align, stretch and justify.
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { shifts, untilQuiet, watchLayoutShifts } from './support/chrome';

function fixture( command: 'create' | 'remove' ) {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/carousel-levels-module.php "$@"',
			'carousel-levels-module',
			command,
		],
		{ stdio: 'inherit' }
	);
}

const ALIAS = 'e2e-carousel-levels';
const MODULE = `#stagecraft-module-${ ALIAS }`;

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

interface Seen {
	index: number;
	u: number;
	centre: number;
	inert: boolean;
}

interface InView {
	index: number;
	u: number;
	centre: number;
	inert: boolean;
	// Edges relative to the stage's.
	left: number;
	right: number;
	width: number;
}

// The slides a visitor sees of a carousel: not faded out, inside the stage; with their offset,
// their centre relative to the stage's middle and their edges relative to the stage's.
const inView = ( page: Page, module: string ): Promise< InView[] > =>
	page
		.locator( `${ module } .stagecraft-module__stage` )
		.evaluate( ( stage ) => {
			const box = stage.getBoundingClientRect();
			return Array.from(
				stage.querySelectorAll< HTMLElement >(
					'.stagecraft-module__slide'
				)
			)
				.filter( ( slide ) => {
					const rect = slide.getBoundingClientRect();
					const style = getComputedStyle( slide );
					return (
						Number( style.opacity ) > 0.05 &&
						style.visibility === 'visible' &&
						rect.right > box.x + 1 &&
						rect.x < box.right - 1
					);
				} )
				.map( ( slide ) => {
					const rect = slide.getBoundingClientRect();
					return {
						index: Number( slide.dataset.slideIndex ),
						u: Number(
							getComputedStyle( slide ).getPropertyValue(
								'--stagecraft-u'
							)
						),
						centre:
							rect.x + rect.width / 2 - ( box.x + box.width / 2 ),
						inert: slide.hasAttribute( 'inert' ),
						left: rect.x - box.x,
						right: rect.right - box.right,
						width: rect.width,
					};
				} );
		} );

// The levels carousel's slides in view, in the order of their offsets.
const seen = async ( page: Page ): Promise< Seen[] > =>
	( await inView( page, MODULE ) )
		.map( ( { index, u, centre, inert } ) => ( {
			index,
			u,
			centre,
			inert,
		} ) )
		.sort( ( a, b ) => a.u - b.u );

const indices = ( slides: Seen[] ) => slides.map( ( slide ) => slide.index );

for ( const [ width, expected ] of [
	// Seven slides, endless: the focused first slide in the middle.
	[ 1440, [ 5, 6, 0, 1, 2 ] ],
	[ 390, [ 0 ] ],
] as const ) {
	test( `at ${ width } px the level's ${ expected.length } slides are in view, without JavaScript and with it, and nothing shifts`, async ( {
		browser,
		page,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			viewport: { width, height: 900 },
		} );
		const noScript = await context.newPage();
		await noScript.goto( `/${ ALIAS }/` );
		const server = await seen( noScript );
		expect( indices( server ) ).toEqual( expected );
		// The server prints the widest level's five; those this level leaves out are hidden,
		// neither seen nor read.
		const printed = await noScript
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
		await context.close();

		await page.setViewportSize( { width, height: 900 } );
		await watchLayoutShifts( page );
		await page.goto( `/${ ALIAS }/` );
		await page.evaluate( ( a ) => window.Stagecraft.ready( a ), ALIAS );
		await untilQuiet( page );
		expect( await shifts( page ) ).toEqual( [] );
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

// align and stretch per device level: an endless carousel of six, three in view, with the
// focused slide at the stage's end on the desktops and at its start on phones.
const ALIGN = 'e2e-carousel-align';
const ALIGNED = `#stagecraft-module-${ ALIGN }`;

type Placed = Pick< InView, 'index' | 'left' | 'right' | 'width' >;

// The slides a visitor sees of the aligned carousel, left to right.
const placed = async ( page: Page ): Promise< Placed[] > =>
	( await inView( page, ALIGNED ) )
		.map( ( { index, left, right, width } ) => ( {
			index,
			left,
			right,
			width,
		} ) )
		.sort( ( a, b ) => a.left - b.left );

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
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			viewport: { width, height: 900 },
		} );
		const noScript = await context.newPage();
		await noScript.goto( `/${ ALIGN }/` );
		const server = await placed( noScript );
		expect( server.map( ( slide ) => slide.index ) ).toEqual( expected );
		const focused = server.find( ( slide ) => slide.index === 0 );
		expect( focused?.[ edge ] ).toBeCloseTo( 0, 0 );
		expect( await stageNumber( noScript, '--stagecraft-stretch' ) ).toBe(
			stretch
		);
		await context.close();

		await page.setViewportSize( { width, height: 900 } );
		await watchLayoutShifts( page );
		await page.goto( `/${ ALIGN }/` );
		await page.evaluate( ( a ) => window.Stagecraft.ready( a ), ALIGN );
		await untilQuiet( page );
		expect( await shifts( page ) ).toEqual( [] );
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
	await page.evaluate(
		( a ) => window.Stagecraft.get( a )?.goTo( 2 ),
		ALIGN
	);
	// Aligned right: the third slide at the end, the two before it in view.
	await expect
		.poll( async () => {
			const slides = await placed( page );
			return {
				indices: slides.map( ( slide ) => slide.index ),
				atEnd: Math.abs( slides[ 2 ]?.right ?? 99 ) < 1,
			};
		} )
		.toEqual( { indices: [ 0, 1, 2 ], atEnd: true } );

	// A phone: aligned left, the same slide at the start and the two after it in view.
	await page.setViewportSize( { width: 390, height: 900 } );
	await expect
		.poll( async () => {
			const slides = await placed( page );
			return {
				indices: slides.map( ( slide ) => slide.index ),
				atStart: Math.abs( slides[ 0 ]?.left ?? 99 ) < 1,
			};
		} )
		.toEqual( { indices: [ 2, 3, 4 ], atStart: true } );
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
	await page.evaluate(
		( a ) => window.Stagecraft.get( a )?.goTo( 5 ),
		ALIGN
	);
	await expect
		.poll( async () => {
			const slides = await placed( page );
			return {
				indices: slides.map( ( slide ) => slide.index ),
				atStart: Math.abs( slides[ 0 ]?.left ?? 99 ) < 1,
			};
		} )
		.toEqual( { indices: [ 5, 0, 1 ], atStart: true } );
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
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			viewport: { width, height: 900 },
		} );
		const noScript = await context.newPage();
		await noScript.goto( '/modules/carousel/' );
		const server = await widths( noScript );
		await context.close();
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
	// The visible slides' widths and left edges from the stage's, by index.
	const boxes = () =>
		page
			.locator( `${ FLAT } .stagecraft-module__stage` )
			.evaluate( ( stage ) => {
				const box = stage.getBoundingClientRect();
				return Array.from(
					stage.querySelectorAll< HTMLElement >(
						'.stagecraft-module__slide'
					)
				)
					.filter(
						( slide ) =>
							Number( getComputedStyle( slide ).opacity ) > 0.05
					)
					.map( ( slide ) => {
						const rect = slide.getBoundingClientRect();
						return {
							index: Number( slide.dataset.slideIndex ),
							left: rect.x - box.x,
							width: rect.width,
						};
					} )
					.filter( ( slide ) => slide.left < box.width - 1 )
					.sort( ( a, b ) => a.left - b.left );
			} );
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
