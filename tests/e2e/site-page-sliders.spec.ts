// The page sliders run on the module runtime's carousel (one engine): the blog and portfolio
// sliders show their counts, advance every 5000 ms, pause and follow the arrow keys, pass axe,
// do not shift the layout, and are lists of links without JavaScript.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { runUntil, untilRunning } from './support/clock';
import {
	NO_SHIFTS,
	PAGE,
	current,
	readyAll,
	root,
	shiftsWhileMounting,
	visitPaused,
} from './support/page-sliders';
import { axeViolations } from './support/axe';

// The blog slider asks for 4: its carousel window is the odd 5 (spec/module.md section 5:
// maxV "made odd"), aligned to the start, and the page slider's stylesheet sizes the slots to
// 4 and hides the fifth beyond the edge, so 4 whole slides show.
const SLIDERS = [
	{ alias: 'page-slider-blog', asked: 4, shown: 4 },
	{ alias: 'page-slider-portfolio', asked: 5, shown: 5 },
] as const;

const ALIASES = [
	'page-slider-promo',
	'page-slider-offer',
	'page-slider-offer-thumbs',
	'page-slider-content',
	'page-slider-query',
	'page-slider-blog',
	'page-slider-portfolio',
	'page-slider-testimonials',
	'page-slider-clients',
];

/**
 * Scrolls a slider just into view (the card sliders' specs centre theirs instead).
 * @param page  The page.
 * @param alias The slider's alias.
 */
const scrollIn = ( page: Page, alias: string ) =>
	page.locator( root( alias ) ).scrollIntoViewIfNeeded();

/**
 * Brings a slider into view on the paused clock and waits until it runs.
 * @param page  The page.
 * @param alias The slider's alias.
 */
async function open( page: Page, alias: string ) {
	await scrollIn( page, alias );
	await untilRunning( page, root( alias ) );
}

/**
 * Slides in the carousel's window (the others are inert) that are not hidden beyond the
 * stage's edge.
 * @param page  The page.
 * @param alias The slider's alias.
 */
const shownCount = ( page: Page, alias: string ) =>
	page
		.locator( `${ root( alias ) } .stagecraft-module__slide:not([inert])` )
		.evaluateAll(
			( slides ) =>
				slides.filter(
					( slide ) =>
						getComputedStyle( slide ).visibility === 'visible'
				).length
		);

/**
 * Autoplay every `len` ms: however long mounting took on a busy machine, once the slider has
 * moved on its own twice, the next move comes `len` ms later (plus at most its scroll or fade),
 * measured in page time by the paused clock in 50 ms steps.
 * @param page  The page.
 * @param alias The slider's alias.
 * @param len   The slide length, ms.
 */
async function everyFiveSeconds( page: Page, alias: string, len = 5000 ) {
	const moves = () =>
		runUntil(
			page,
			( [ a, was ] ) =>
				window.Stagecraft.get( a )?.current()?.index !== was,
			[ alias, undefined as number | undefined ] as const,
			{ limit: len + 2000 }
		);
	const next = async () => {
		const was = await current( page, alias );
		return runUntil(
			page,
			( [ a, before ] ) =>
				window.Stagecraft.get( a )?.current()?.index !== before,
			[ alias, was ] as const,
			{ limit: len + 2000 }
		);
	};
	await moves();
	await next();
	const gap = await next();
	expect( gap ).toBeGreaterThanOrEqual( len - 50 );
	expect( gap ).toBeLessThanOrEqual( len + 1500 );
}

for ( const slider of SLIDERS ) {
	test( `${ slider.alias } shows its window and advances every 5000 ms`, async ( {
		page,
	} ) => {
		await visitPaused( page, 1440 );
		const wrapper = page.locator( '.stagecraft-page-slider', {
			has: page.locator( root( slider.alias ) ),
		} );
		await expect( wrapper ).toHaveAttribute(
			'data-col',
			String( slider.asked )
		);
		await expect( wrapper ).toHaveAttribute( 'data-count', /^\d+$/ );
		await open( page, slider.alias );
		await expect
			.poll( () => shownCount( page, slider.alias ) )
			.toBe( slider.shown );
		await everyFiveSeconds( page, slider.alias );
	} );
}

test( 'the pause button stops the blog slider and the arrow keys move it', async ( {
	page,
} ) => {
	const alias = SLIDERS[ 0 ].alias;
	await visitPaused( page, 1440 );
	await open( page, alias );
	const pause = page
		.locator( root( alias ) )
		.getByRole( 'button', { name: 'Pause slideshow' } );
	await pause.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		page
			.locator( root( alias ) )
			.getByRole( 'button', { name: 'Start slideshow' } )
	).toBeFocused();
	const at = await current( page, alias );
	await page.keyboard.press( 'ArrowRight' );
	await runUntil(
		page,
		( [ a, was ] ) =>
			window.Stagecraft.get( a )?.current()?.index === ( was ?? 0 ) + 1,
		[ alias, at ] as const
	);
	// Paused: two slide lengths later it is still there.
	await page.clock.runFor( 10_000 );
	expect( await current( page, alias ) ).toBe( ( at ?? 0 ) + 1 );
} );

for ( const width of [ 390, 1440 ] ) {
	test( `the page sliders do not shift the layout at ${ width } px`, async ( {
		page,
	} ) => {
		expect(
			await shiftsWhileMounting(
				page,
				width,
				SLIDERS.map( ( slider ) => slider.alias ),
				scrollIn
			)
		).toEqual( NO_SHIFTS );
	} );
}

for ( const width of [ 390, 1440 ] ) {
	test( `the page sliders pass axe at ${ width } px`, async ( { page } ) => {
		await page.setViewportSize( { width, height: 900 } );
		// Changes without motion: no slide is caught mid-scroll or mid-fade.
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( PAGE );
		await readyAll( page, ALIASES, scrollIn );
		expect(
			await axeViolations( page, '.stagecraft-page-slider' )
		).toEqual( [] );
	} );
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'each slider is a list of links to its items', async ( { page } ) => {
		await page.goto( PAGE );
		const lists = page.locator( '.stagecraft-page-slider__list' );
		// Every slider but the shop's (no WooCommerce here: nothing for visitors).
		await expect( lists ).toHaveCount( 9 );
		const list = ( kind: string ) =>
			page.locator(
				`.wp-block-stagecraft-page-slider-${ kind } .stagecraft-page-slider__list`
			);
		await expect( list( 'blog' ).getByRole( 'link' ) ).toHaveCount( 10 );
		await expect( list( 'portfolio' ).getByRole( 'link' ) ).toHaveCount(
			7
		);
		await expect( list( 'offer' ).getByRole( 'link' ) ).toHaveCount( 5 );
		await expect( list( 'query' ).getByRole( 'link' ) ).toHaveCount( 8 );
		await expect( list( 'content' ).locator( 'li' ) ).toHaveCount( 3 );
	} );
} );

test( 'clients, testimonials and the promo bar run on the module runtime', async ( {
	page,
} ) => {
	await visitPaused( page, 1440 );
	// Six clients: 400 - 6 × 40 = 160 px each, so all six fit 1240 px, and all six show.
	await expect(
		page.locator( '.stagecraft-page-slider.is-clients' )
	).toHaveAttribute( 'data-col', '6' );
	await open( page, 'page-slider-clients' );
	await expect
		.poll( () => shownCount( page, 'page-slider-clients' ) )
		.toBe( 6 );
	// Testimonials: a slideshow, one quote at a time, every 5000 ms.
	await open( page, 'page-slider-testimonials' );
	await everyFiveSeconds( page, 'page-slider-testimonials' );
	// The promo bar: its data-speed (4000 ms here) is the slide length.
	const promo = page.locator( '.stagecraft-page-slider.is-promo' );
	await expect( promo ).toHaveAttribute( 'data-speed', '4000' );
	await open( page, 'page-slider-promo' );
	await everyFiveSeconds( page, 'page-slider-promo', 4000 );
} );
