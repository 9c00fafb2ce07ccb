import { test, expect, type Page } from '@playwright/test';
import { changesDone, log, recordEvents } from './runtime-helpers';
import { installRunningClock, pauseClock } from './support/clock';

const LAYERS = '#stagecraft-module-layers-demo';
const HERO = '#stagecraft-module-hero-demo';

const box = ( page: Page, selector: string ) =>
	page.locator( selector ).evaluate( ( el ) => {
		const rect = el.getBoundingClientRect();
		return { width: rect.width, height: rect.height };
	} );

async function ready( page: Page, alias: string ) {
	await page
		.locator( `#stagecraft-module-${ alias }` )
		.scrollIntoViewIfNeeded();
	await page.evaluate(
		( name ) => window.Stagecraft.ready( name ).then( () => undefined ),
		alias
	);
}

test.describe( 'at 1440 px', () => {
	test.use( { viewport: { width: 1440, height: 900 } } );

	test( 'absolute layers sit on the scaled grid with their box, rotation and events', async ( {
		page,
	} ) => {
		await recordEvents( page );
		await page.goto( '/modules/layers/' );
		await ready( page, 'layers-demo' );
		const root = page.locator( LAYERS );
		await expect( root ).toHaveAttribute( 'data-level', 'largedesktop' );
		const scale = await root.evaluate( ( el ) =>
			Number( el.style.getPropertyValue( '--stagecraft-scale' ) )
		);
		expect( scale ).toBeGreaterThan( 0 );
		expect( scale ).toBeLessThanOrEqual( 1 );

		// The shape: top right of the grid, 60 px in, turned 45°.
		const shapeWrap = root.locator( '[data-wrap-of="10"]' );
		await expect( shapeWrap ).toHaveClass( /is-absolute/ );
		const placed = await shapeWrap.evaluate( ( el ) => ( {
			right: el.style.right,
			top: el.style.top,
			transform: getComputedStyle( el ).transform,
		} ) );
		expect( placed.right ).toBe( '60px' );
		expect( placed.top ).toBe( '60px' );
		expect( placed.transform ).not.toBe( 'none' );
		await expect( root.locator( '.is-corner-note' ) ).toBeVisible();

		// Its in-scene frame repeats twice (yoyo), each reported.
		await expect
			.poll(
				async () =>
					( await log( page, 'layers-demo' ) ).filter(
						( e ) => e.type === 'framerepeated'
					).length
			)
			.toBeGreaterThanOrEqual( 2 );

		// Hover state: idle → hover → idle.
		const shape = root.locator( '[data-layer-id="10"]' );
		await expect( shape ).not.toHaveAttribute( 'data-hover', 'hover' );
		await shape.hover();
		await expect( shape ).toHaveAttribute( 'data-hover', 'hover' );
		await page.mouse.move( 5, 5 );
		await expect( shape ).toHaveAttribute( 'data-hover', 'idle' );

		// Toggle text on a button layer.
		const toggle = root.locator( '.is-toggle-demo' );
		await expect( toggle ).toHaveText( 'Show details' );
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );
		await toggle.click();
		await expect( toggle ).toHaveText( 'Hide details' );
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	test( 'full screen covers the viewport and Escape ends it; scrollTo brings the module up', async ( {
		page,
	} ) => {
		await page.goto( '/modules/layers/' );
		await ready( page, 'layers-demo' );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await page.evaluate( () =>
			window.Stagecraft.get( 'layers-demo' )?.fullscreen( true )
		);
		await expect( page.locator( LAYERS ) ).toHaveClass( /is-fullscreen/ );
		const full = await box( page, LAYERS );
		expect( full ).toEqual( { width: 1440, height: 900 } );
		await page.keyboard.press( 'Escape' );
		await expect( page.locator( LAYERS ) ).not.toHaveClass(
			/is-fullscreen/
		);

		const scrolled = await page.evaluate( async () => {
			const el = document.getElementById(
				'stagecraft-module-layers-demo'
			) as HTMLElement;
			const target = el.getBoundingClientRect().top + window.scrollY;
			const most =
				document.documentElement.scrollHeight - window.innerHeight;
			await window.Stagecraft.get( 'layers-demo' )?.scrollTo( undefined, {
				speed: 300,
			} );
			return {
				expected: Math.round( Math.min( target, most ) ),
				actual: Math.round( window.scrollY ),
			};
		} );
		expect( scrolled.expected ).toBeGreaterThan( 0 );
		expect(
			Math.abs( scrolled.actual - scrolled.expected )
		).toBeLessThanOrEqual( 1 );
	} );
} );

test( 'update events come per animation tick while an API handler listens', async ( {
	page,
} ) => {
	await installRunningClock( page );
	await recordEvents( page );
	await page.goto( '/modules/' );
	await ready( page, 'slider-demo' );
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.pause()
	);
	// On the paused clock the 1000 ms fade takes exactly its 62 frames, however busy the machine.
	await pauseClock( page );
	await page.evaluate( () => {
		const module = window.Stagecraft.get( 'slider-demo' );
		const w = window as unknown as {
			updates: number;
			onUpdate: () => void;
		};
		w.updates = 0;
		w.onUpdate = () => w.updates++;
		module?.on( 'update', w.onUpdate );
		module?.next();
	} );
	await changesDone( page, 1 );
	const updates = () =>
		page.evaluate(
			() => ( window as unknown as { updates: number } ).updates
		);
	const listening = await updates();
	await page.evaluate( () => {
		const w = window as unknown as { onUpdate: () => void };
		const module = window.Stagecraft.get( 'slider-demo' );
		module?.off( 'update', w.onUpdate );
		module?.next();
	} );
	await changesDone( page, 2 );
	expect( listening ).toBeGreaterThanOrEqual( 30 );
	expect( ( await updates() ) - listening ).toBe( 0 );
} );

test( 'only the current slide and its neighbours are in the DOM; a far slide is drawn before it shows', async ( {
	page,
} ) => {
	await page.goto( '/modules/carousel/' );
	await ready( page, 'carousel-demo' );
	// The indexes of the slides in the DOM, each with its layers drawn.
	const drawn = () =>
		page
			.locator(
				'#stagecraft-module-carousel-demo .stagecraft-module__slide'
			)
			.evaluateAll( ( slides ) =>
				slides
					.filter(
						( slide ) =>
							slide.querySelector(
								'.stagecraft-module__layers'
							) !== null
					)
					.map( ( slide ) =>
						Number( ( slide as HTMLElement ).dataset.slideIndex )
					)
					.sort( ( a, b ) => a - b )
			);
	const inDom = () =>
		page
			.locator(
				'#stagecraft-module-carousel-demo .stagecraft-module__slide'
			)
			.count();
	// Five slides: 0 is current, 1 and 4 are its neighbours, drawn in a later
	// task than the current one (issue 14: only the prepared window exists).
	await expect.poll( drawn ).toEqual( [ 0, 1, 4 ] );
	expect( await inDom() ).toBe( 3 );
	const index = await page.evaluate( async () => {
		const module = window.Stagecraft.get( 'carousel-demo' );
		module?.pause();
		const changed = new Promise( ( resolve ) =>
			module?.once( 'afterChange', resolve )
		);
		module?.goTo( 2 );
		await changed;
		return module?.current()?.index;
	} );
	expect( index ).toBe( 2 );
	expect( await drawn() ).toContain( 2 );
	await expect(
		page
			.locator(
				'#stagecraft-module-carousel-demo .stagecraft-module__slide.is-active .stagecraft-module__layer'
			)
			.first()
	).toBeVisible();
} );

test.describe( 'at 390 px', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'each device level gets its own box, before and after the runtime, and mobile hides what it should', async ( {
		page,
	} ) => {
		await page.goto( '/modules/' );
		await page.locator( HERO ).waitFor();
		// hero-demo's mobile grid is 480 × 480: a square at 390 px.
		const before = await box( page, HERO );
		expect( Math.round( before.width ) ).toBe(
			Math.round( before.height )
		);

		await page.goto( '/modules/layers/' );
		const reserved = await box( page, LAYERS );
		await ready( page, 'layers-demo' );
		const after = await box( page, LAYERS );
		expect( after ).toEqual( reserved );
		// layers-demo's mobile grid is 480 × 640.
		expect( Math.round( after.height ) ).toBe(
			Math.round( ( after.width * 640 ) / 480 )
		);
		await expect( page.locator( LAYERS ) ).toHaveAttribute(
			'data-level',
			'mobile'
		);
		await expect(
			page.locator( `${ LAYERS } .is-corner-note` )
		).toBeHidden();
	} );
} );

test.describe( 'with JavaScript off', () => {
	test.use( {
		javaScriptEnabled: false,
		viewport: { width: 800, height: 900 },
	} );

	test( 'the tablet box is reserved by CSS alone', async ( { page } ) => {
		await page.goto( '/modules/layers/' );
		const size = await box( page, LAYERS );
		// Tablet level (≤ 778 px is tablet; 800 px is notebook: 1024 × 560).
		expect( Math.round( size.height ) ).toBe(
			Math.round( ( size.width * 560 ) / 1024 )
		);
	} );
} );
