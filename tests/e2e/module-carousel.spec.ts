import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import {
	shifts,
	untilQuiet,
	watchLayoutShifts,
	withoutScripts,
	WIDTHS,
} from './support/chrome';
import { installPausedClock, runUntil, untilRunning } from './support/clock';

// /modules/carousel/: a 3D spin carousel (5 slides, 3 in view, endless), a flat one whose
// slides keep their own widths (7 slides, 3 in view, aligned left, bounded) and a vertical
// one (5 slides, 3 in view, endless).
const SPIN = 'carousel-demo';
const FLAT = 'carousel-flat';
const VERTICAL = 'carousel-vertical';
const ALIASES = [ SPIN, FLAT, VERTICAL ];
const root = ( alias: string ) => `#stagecraft-module-${ alias }`;

interface SlideState {
	index: number;
	u: number;
	x: number;
	y: number;
	width: number;
	height: number;
	opacity: number;
	scale: number;
	inert: boolean;
}

// Every slide in the DOM, with its offset, box, opacity and the scale of its computed transform.
const slidesOf = ( page: Page, alias: string ): Promise< SlideState[] > =>
	page
		.locator( `${ root( alias ) } .stagecraft-module__slide` )
		.evaluateAll( ( elements ) =>
			elements
				.map( ( element ) => {
					const box = element.getBoundingClientRect();
					const style = getComputedStyle( element );
					const matrix = new DOMMatrix(
						style.transform === 'none' ? undefined : style.transform
					);
					return {
						index: Number(
							( element as HTMLElement ).dataset.slideIndex
						),
						u: Number( style.getPropertyValue( '--stagecraft-u' ) ),
						x: box.x,
						y: box.y,
						width: box.width,
						height: box.height,
						opacity: Number( style.opacity ),
						// The length of the transformed y axis: the falloff scale, whatever the spin.
						scale: Math.hypot( matrix.m21, matrix.m22, matrix.m23 ),
						inert: element.hasAttribute( 'inert' ),
					};
				} )
				.sort( ( a, b ) => a.index - b.index )
		);

// Slides seen in both samples that moved by half a slide or more between them.
const jumps = ( before: SlideState[], now: SlideState[] ) =>
	now.filter( ( slide ) => {
		const was = before.find( ( b ) => b.index === slide.index );
		return (
			was !== undefined &&
			was.opacity > 0 &&
			slide.opacity > 0 &&
			Math.abs( slide.u - was.u ) >= 0.5
		);
	} );

const current = ( page: Page, alias: string ) =>
	page.evaluate(
		( name ) => window.Stagecraft.get( name )?.current()?.index,
		alias
	);

// On the paused clock: until the module runs.
async function openPaused( page: Page, alias: string ) {
	await installPausedClock( page );
	await page.goto( '/modules/carousel/' );
	await page.locator( root( alias ) ).scrollIntoViewIfNeeded();
	await untilRunning( page, root( alias ) );
}

// Until the focused slide is still at offset 0 (a scroll has ended).
const settled = ( page: Page, alias: string, index: number ) =>
	runUntil(
		page,
		( [ selector, i ] ) => {
			const slide = document.querySelector< HTMLElement >(
				`${ selector } .stagecraft-module__slide[data-slide-index="${ i }"]`
			);
			return (
				slide !== null &&
				Number(
					getComputedStyle( slide ).getPropertyValue(
						'--stagecraft-u'
					)
				) === 0
			);
		},
		[ root( alias ), index ] as const
	);

for ( const width of WIDTHS ) {
	test.describe( `at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		test( 'maxV slides are in view with the falloff; the others are inert', async ( {
			page,
		} ) => {
			await openPaused( page, SPIN );
			await expect
				.poll( async () =>
					( await slidesOf( page, SPIN ) )
						.filter( ( slide ) => ! slide.inert )
						.map( ( slide ) => slide.index )
				)
				.toEqual( [ 0, 1, 4 ] );
			const slides = await slidesOf( page, SPIN );
			const byIndex = ( index: number ) =>
				slides.find( ( slide ) => slide.index === index ) as SlideState;
			// Focused: full size and opacity; its neighbours at the minimum scale (80) and opacity (80).
			expect( byIndex( 0 ).scale ).toBeCloseTo( 1, 2 );
			expect( byIndex( 0 ).opacity ).toBeCloseTo( 1, 2 );
			for ( const side of [ 1, 4 ] ) {
				expect( byIndex( side ).scale ).toBeCloseTo( 0.8, 2 );
				expect( byIndex( side ).opacity ).toBeCloseTo( 0.8, 2 );
			}
			// Slide 5 of 5 comes before the first: the track is endless.
			expect( byIndex( 4 ).x ).toBeLessThan( byIndex( 0 ).x );
			expect( byIndex( 1 ).x ).toBeGreaterThan( byIndex( 0 ).x );
			// The focused slide is named for screen readers once it changes.
			await page.evaluate(
				( a ) => window.Stagecraft.get( a )?.next(),
				SPIN
			);
			await settled( page, SPIN, 1 );
			await expect(
				page.locator( `${ root( SPIN ) } .stagecraft-module__status` )
			).toHaveText( 'Slide 2 of 5: Card 2' );
			await expect
				.poll( async () =>
					( await slidesOf( page, SPIN ) )
						.filter( ( slide ) => ! slide.inert )
						.map( ( slide ) => slide.index )
				)
				.toEqual( [ 0, 1, 2 ] );
			await expect(
				page.locator(
					`${ root( SPIN ) } .stagecraft-module__slide[data-slide-index="4"]`
				)
			).toHaveAttribute( 'aria-hidden', 'true' );
		} );

		test( 'a pointer drag moves the track by the dragged distance and snaps to the closest slide', async ( {
			page,
		} ) => {
			await openPaused( page, FLAT );
			const [ first, second ] = await slidesOf( page, FLAT );
			const step =
				second.x + second.width / 2 - ( first.x + first.width / 2 );
			const distance = Math.round( step * 0.7 );
			const startX = first.x + first.width / 2;
			const y = first.y + first.height * 0.4;
			await page.mouse.move( startX, y );
			await page.mouse.down();
			for ( let moved = 10; moved <= distance; moved += 10 ) {
				await page.mouse.move( startX - moved, y );
			}
			await page.mouse.move( startX - distance, y );
			// Held: the track follows (lerp 0.1 a frame) until it is where the pointer is.
			await page.clock.runFor( 1500 );
			const held = await slidesOf( page, FLAT );
			expect( held[ 0 ].x ).toBeCloseTo( first.x - distance, 0 );
			await page.mouse.up();
			// Released past half a step: the second slide takes focus at the start.
			await settled( page, FLAT, 1 );
			expect( await current( page, FLAT ) ).toBe( 1 );
			const after = await slidesOf( page, FLAT );
			expect( after[ 1 ].x ).toBeCloseTo( first.x, 0 );
		} );

		test( 'a short fast flick moves one slide, either way round the endless track', async ( {
			page,
		} ) => {
			await openPaused( page, SPIN );
			const slides = await slidesOf( page, SPIN );
			const focused = slides[ 0 ];
			const x = focused.x + focused.width / 2;
			const y = focused.y + focused.height * 0.3;
			// Under 130 ms (the clock stands still) and past a tenth of a slide.
			const flick = async ( by: number ) => {
				await page.mouse.move( x, y );
				await page.mouse.down();
				await page.mouse.move( x + by / 2, y );
				await page.mouse.move( x + by, y );
				await page.mouse.up();
			};
			await flick( focused.width * 0.2 );
			await settled( page, SPIN, 4 );
			expect( await current( page, SPIN ) ).toBe( 4 );
			await flick( -focused.width * 0.2 );
			await settled( page, SPIN, 0 );
			expect( await current( page, SPIN ) ).toBe( 0 );
			// A move under a tenth of a slide goes back.
			await flick( -focused.width * 0.05 );
			await page.clock.runFor( 1500 );
			expect( await current( page, SPIN ) ).toBe( 0 );
		} );

		test( 'infinity wraps both ways without a jump', async ( { page } ) => {
			await openPaused( page, SPIN );
			// Every frame of the changes: a slide in view never jumps (a wrap of a whole
			// track would move it by five slides at once).
			const watch = async ( request: 'next' | 'prev', to: number ) => {
				await page.evaluate(
					( [ a, r ] ) => window.Stagecraft.get( a )?.[ r ](),
					[ SPIN, request ] as const
				);
				let before = await slidesOf( page, SPIN );
				for ( let frame = 0; frame < 60; frame++ ) {
					await page.clock.runFor( 20 );
					const now = await slidesOf( page, SPIN );
					expect( jumps( before, now ) ).toEqual( [] );
					before = now;
				}
				await settled( page, SPIN, to );
			};
			await watch( 'prev', 4 );
			await watch( 'prev', 3 );
			await watch( 'next', 4 );
			await watch( 'next', 0 );
			await watch( 'next', 1 );
			expect( await current( page, SPIN ) ).toBe( 1 );
		} );

		test( 'the vertical carousel runs up and down: vertical bullets, ArrowUp and ArrowDown', async ( {
			page,
		} ) => {
			await openPaused( page, VERTICAL );
			const slides = await slidesOf( page, VERTICAL );
			const focused = slides.find(
				( slide ) => slide.index === 0
			) as SlideState;
			const next = slides.find(
				( slide ) => slide.index === 1
			) as SlideState;
			// The next slide is below, at the same left edge of its (narrower) scaled box centre.
			expect( next.y ).toBeGreaterThan( focused.y + focused.height / 2 );
			expect( next.x + next.width / 2 ).toBeCloseTo(
				focused.x + focused.width / 2,
				0
			);
			const bullets = page
				.locator(
					`${ root( VERTICAL ) } .stagecraft-nav--bullets, ${ root( VERTICAL ) } [class*="bullets"]`
				)
				.first();
			const box = await bullets.boundingBox();
			expect( box?.height ?? 0 ).toBeGreaterThan( box?.width ?? 0 );
			// The keyboard acts on the module last pointed at.
			await page.mouse.click( focused.x + 8, focused.y + 8 );
			await page.keyboard.press( 'ArrowDown' );
			await settled( page, VERTICAL, 1 );
			expect( await current( page, VERTICAL ) ).toBe( 1 );
			// Spec section 5: the next arrow key counts 500 ms later.
			await page.clock.runFor( 600 );
			await page.keyboard.press( 'ArrowUp' );
			await settled( page, VERTICAL, 0 );
			await page.clock.runFor( 600 );
			await page.keyboard.press( 'ArrowUp' );
			await settled( page, VERTICAL, 4 );
			expect( await current( page, VERTICAL ) ).toBe( 4 );
		} );

		test( 'reduced motion moves the track without animation', async ( {
			page,
		} ) => {
			await page.emulateMedia( { reducedMotion: 'reduce' } );
			await openPaused( page, SPIN );
			await page.evaluate(
				( a ) => window.Stagecraft.get( a )?.goTo( 2 ),
				SPIN
			);
			// One frame later the slide is in focus: no 800 ms scroll.
			await runUntil(
				page,
				( selector ) =>
					document.querySelector(
						`${ selector } .stagecraft-module__slide[data-slide-index="2"]`
					) !== null,
				root( SPIN )
			);
			await page.clock.runFor( 50 );
			const slides = await slidesOf( page, SPIN );
			expect( slides.find( ( slide ) => slide.index === 2 )?.u ).toBe(
				0
			);
		} );

		test( 'the first window is laid out by CSS without JavaScript, and nothing shifts when the script mounts', async ( {
			browser,
			page,
		} ) => {
			const still = await withoutScripts(
				browser,
				width,
				'/modules/carousel/'
			);
			const server: Record< string, SlideState[] > = {};
			for ( const alias of ALIASES ) {
				server[ alias ] = await slidesOf( still.page, alias );
				// The window only: 3 slides each, the focused one first in view.
				expect(
					server[ alias ].map( ( slide ) => slide.index )
				).toEqual( alias === FLAT ? [ 0, 1, 2 ] : [ 0, 1, 4 ] );
			}
			await still.close();

			await watchLayoutShifts( page );
			await page.goto( '/modules/carousel/' );
			for ( const alias of ALIASES ) {
				await page.locator( root( alias ) ).scrollIntoViewIfNeeded();
				await page.evaluate(
					( a ) => window.Stagecraft.ready( a ),
					alias
				);
			}
			await untilQuiet( page );
			expect( await shifts( page ) ).toEqual( [] );
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			for ( const alias of ALIASES ) {
				const mounted = await slidesOf( page, alias );
				for ( const slide of server[ alias ] ) {
					const same = mounted.find(
						( m ) => m.index === slide.index
					);
					expect( same?.x ).toBeCloseTo( slide.x, 0 );
					expect( same?.y ).toBeCloseTo( slide.y, 0 );
					expect( same?.width ).toBeCloseTo( slide.width, 0 );
					expect( same?.height ).toBeCloseTo( slide.height, 0 );
					expect( same?.inert ).toBe( false );
				}
			}
		} );
	} );
}

test( 'the carousels pass axe with several slides in view, and the keyboard reaches only the window', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1440, height: 900 } );
	await page.goto( '/modules/carousel/' );
	for ( const alias of ALIASES ) {
		await page.locator( root( alias ) ).scrollIntoViewIfNeeded();
		await page.evaluate( ( a ) => window.Stagecraft.ready( a ), alias );
	}
	const axe = await new AxeBuilder( { page } )
		.include( ALIASES.map( root ).join( ', ' ) )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
	// Outside the window: inert and hidden from assistive technology; inside: neither.
	const states = await page
		.locator( `${ root( SPIN ) } .stagecraft-module__slide` )
		.evaluateAll( ( slides ) =>
			slides.map( ( slide ) => [
				Number( ( slide as HTMLElement ).dataset.slideIndex ),
				slide.hasAttribute( 'inert' ),
				slide.getAttribute( 'aria-hidden' ),
			] )
		);
	expect(
		states
			.filter( ( [ , inert ] ) => ! inert )
			.map( ( [ index ] ) => index )
	).toEqual( [ 0, 1, 4 ] );
	expect(
		states
			.filter( ( [ , inert ] ) => inert )
			.every( ( [ , , hidden ] ) => hidden === 'true' )
	).toBe( true );
} );
